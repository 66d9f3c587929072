// The shop's Content-Security-Policy (issue 14 point 7, decision 0615), one rule for every answer:
// an HTML page may run only the scripts of its own origin, the card provider's token script and its
// own inline scripts named by their SHA-256; nothing may frame it; an answer that is not a page
// (JSON, a document, a download) may load and run nothing at all.
import { createHash } from 'node:crypto';

/** The settings the policy depends on (from Config). */
export interface PolicySources {
  /** The card provider's token script's origin: the one foreign script origin (issue 15). */
  cardTokenScriptOrigin: string;
  /** The tag manager container; its origins are allowed only when it is set. */
  gtmId: string | undefined;
}

/** Every answer that is not an HTML page: nothing to load, run, frame or post. */
export const NON_PAGE_POLICY =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

const TAG_MANAGER = 'https://www.googletagmanager.com';
/** Where GA4 through the tag manager sends its hits and pixels (Google's CSP guide for GTM/GA4). */
const ANALYTICS = ['https://*.google-analytics.com', 'https://*.analytics.google.com'];

/** Script types a browser runs: no type, a JavaScript MIME type, or a module. */
const RUNNABLE_TYPE = /^(|module|(text|application)\/(java|ecma)script)$/i;

/**
 * The CSP source of each inline script the browser would run in `html` (the build's own pages and
 * the server's few written ones: no script text of them comes from a visitor).
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? '';
    if (!RUNNABLE_TYPE.test(type.trim())) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** The policy of an HTML page whose inline scripts have `scriptHashes`. */
export function pagePolicy(sources: PolicySources, scriptHashes: readonly string[]): string {
  const tagManager = sources.gtmId ? [TAG_MANAGER] : [];
  const analytics = sources.gtmId ? [TAG_MANAGER, ...ANALYTICS] : [];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", sources.cardTokenScriptOrigin, ...tagManager, ...scriptHashes],
    // The token script talks to its own provider; GA4 sends its hits to Google.
    ['connect-src', "'self'", sources.cardTokenScriptOrigin, ...analytics],
    // The artwork preview draws the customer's own image from blob: and data: addresses.
    ['img-src', "'self'", 'data:', 'blob:', ...analytics],
    // Style attributes of the prerendered pages and React's; a style runs no script (decision 0615).
    ['style-src', "'self'", "'unsafe-inline'"],
    ['font-src', "'self'", 'data:'],
    ['frame-src', "'self'", sources.cardTokenScriptOrigin],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    // 3-D Secure posts the customer to their card issuer's page, whichever issuer it is; in
    // development the stand-in's page is at the provider's own (http) origin.
    ['form-action', "'self'", 'https:', sources.cardTokenScriptOrigin],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((directive) => [...new Set(directive)].join(' ')).join('; ');
}

/**
 * The policy of the card provider stand-in's own pages (the 3-D Secure challenge and the page
 * posting back): the issuer's pages, not the shop's, so they do not take the shop's policy. Like
 * an issuer's page they post the customer back to whichever shop sent them, so form-action is
 * left open; they load nothing and run only their own inline script.
 */
export function standInIssuerPagePolicy(html: string): string {
  return [
    "default-src 'none'",
    ['script-src', ...inlineScriptHashes(html)].join(' '),
    "style-src 'unsafe-inline'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}
