// The web build carries Brotli and gzip copies of its text files (apps/web/build-plugins/precompress.ts,
// decision 0530). @fastify/static picks them for the files it serves; the app's pages answered by
// the not-found handler (prerendered pages without a trailing slash, the SPA fallback) use this.
import fs from 'node:fs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CSP_HEADER } from './content-security-policy.ts';

const encodings = [
  { name: 'br', extension: '.br' },
  { name: 'gzip', extension: '.gz' },
] as const;

/** The codings an Accept-Encoding header allows (q=0 refuses one; `*` allows the rest). */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  const refused = new Set<string>();
  let wildcard = false;
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part
      .toLowerCase()
      .split(';')
      .map((p) => p.trim());
    const q = params.find((p) => p.startsWith('q='));
    const allowed = q === undefined || Number(q.slice(2)) > 0;
    if (name === '*') wildcard = allowed;
    else if (name) (allowed ? accepted : refused).add(name);
  }
  if (wildcard) for (const { name } of encodings) if (!refused.has(name)) accepted.add(name);
  return accepted;
}

/** Adds Accept-Encoding to Vary, keeping what another hook (the device redirect) put there. */
export function varyOnAcceptEncoding(reply: FastifyReply): void {
  const existing = reply.getHeader('vary');
  const values = (Array.isArray(existing) ? existing.join(',') : String(existing ?? ''))
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  if (!values.some((v) => v.toLowerCase() === 'accept-encoding' || v === '*')) values.push('Accept-Encoding');
  reply.header('vary', values.join(', '));
}

/** Sends an HTML page of the build, compressed when the browser accepts a copy that exists. */
export function sendHtmlFile(request: FastifyRequest, reply: FastifyReply, file: string): FastifyReply {
  const accepted = acceptedEncodings(request.headers['accept-encoding']);
  const encoding = encodings.find((e) => accepted.has(e.name) && fs.existsSync(file + e.extension));
  varyOnAcceptEncoding(reply);
  reply
    .header('cache-control', 'no-cache')
    .header(CSP_HEADER, request.server.pagePolicyOfFile(file))
    .type('text/html; charset=utf-8');
  if (!encoding) return reply.send(fs.createReadStream(file));
  return reply.header('content-encoding', encoding.name).send(fs.createReadStream(file + encoding.extension));
}
