// Puts the shop's Content-Security-Policy on every answer (decision 0615). The pages of the builds
// get theirs where the file is chosen (`app.pagePolicyOfFile`), hashed once per file; a page the
// server writes itself is hashed as it is sent; any other answer gets the policy that allows
// nothing. Scripts get none: a policy on a script's answer binds only a worker, and the service
// worker must reach the shop.
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  NON_PAGE_POLICY,
  inlineScriptHashes,
  pagePolicy,
  type PolicySources,
} from '../security/content-security-policy.ts';

export const CSP_HEADER = 'content-security-policy';

declare module 'fastify' {
  interface FastifyInstance {
    /** The policy of a built HTML page (or its .br/.gz copy): its inline scripts by hash. */
    pagePolicyOfFile(file: string): string;
  }
}

export const contentSecurityPolicyPlugin = fp(
  async (app: FastifyInstance) => {
    const sources: PolicySources = {
      cardTokenScriptOrigin: app.config.cardTokenScriptOrigin,
      gtmId: app.config.gtmId,
    };
    // A build's pages do not change while the server runs: each is read and hashed once.
    const policyByFile = new Map<string, string>();
    app.decorate('pagePolicyOfFile', (file: string) => {
      const page = file.replace(/\.(br|gz)$/, '');
      let policy = policyByFile.get(page);
      if (policy === undefined) {
        policy = pagePolicy(sources, inlineScriptHashes(fs.readFileSync(page, 'utf8')));
        policyByFile.set(page, policy);
      }
      return policy;
    });

    // Callback style: no promise per answer.
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (!reply.hasHeader(CSP_HEADER) && !reply.raw.hasHeader(CSP_HEADER)) {
        const type = String(reply.getHeader('content-type') ?? reply.raw.getHeader('content-type') ?? '');
        if (/^text\/html/i.test(type)) {
          const html = typeof payload === 'string' ? payload : '';
          reply.header(CSP_HEADER, pagePolicy(sources, inlineScriptHashes(html)));
        } else if (!/javascript/i.test(type)) {
          reply.header(CSP_HEADER, NON_PAGE_POLICY);
        }
      }
      done(null, payload);
    });
  },
  { name: 'content-security-policy' },
);
