// Large GET answers of the JSON API go compressed (decision 0531): the catalogue (about 74 KB) is
// on the way to every first view of a material page, and 4G on a phone is slow. Small answers and
// every POST (calcprice, the purchase) pass untouched, so the hot paths pay one method check.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { acceptedEncodings, varyOnAcceptEncoding } from './precompressed.ts';

/** Below this a compressed answer saves less than its headers cost (about one TCP packet). */
export const minCompressedBytes = 1024;
/** Public answers kept compressed, by coding and URL; enough for the catalogue, holidays and news. */
const cacheSize = 16;

type Coding = 'br' | 'gzip';

function compress(payload: string, coding: Coding): Buffer {
  // Fast settings: the answer is made per request; the build's files get the slow, strong ones.
  return coding === 'br'
    ? brotliCompressSync(payload, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipSync(payload, { level: 6 });
}

export const compressJsonPlugin = fp(
  async (app: FastifyInstance) => {
    // The same public answer (the catalogue, cached 30 s by its service) is compressed once: the
    // cached copy is used only while the text is identical. Answers to signed-in requests are
    // never kept, so no customer's data stays in memory beyond its request.
    const cache = new Map<string, { payload: string; body: Buffer }>();

    function compressed(request: FastifyRequest, payload: string, coding: Coding): Buffer {
      if (request.headers.authorization) return compress(payload, coding);
      const key = `${coding} ${request.url}`;
      const hit = cache.get(key);
      if (hit?.payload === payload) return hit.body;
      const body = compress(payload, coding);
      cache.delete(key);
      cache.set(key, { payload, body });
      if (cache.size > cacheSize) cache.delete(cache.keys().next().value!);
      return body;
    }

    // Callback style: no promise per request for the answers that pass through untouched.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (
        request.method !== 'GET' ||
        !request.url.startsWith('/api/') ||
        typeof payload !== 'string' ||
        payload.length < minCompressedBytes ||
        reply.hasHeader('content-encoding') ||
        !String(reply.getHeader('content-type') ?? '').includes('json')
      ) {
        done(null, payload);
        return;
      }
      varyOnAcceptEncoding(reply);
      const accepted = acceptedEncodings(request.headers['accept-encoding']);
      const coding: Coding | null = accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : null;
      if (!coding) {
        done(null, payload);
        return;
      }
      reply.header('content-encoding', coding);
      done(null, compressed(request, payload, coding));
    });
  },
  { name: 'compress-json' },
);
