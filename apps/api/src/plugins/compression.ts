// Answers to GET requests of 1 KB or more go compressed (Brotli or gzip) to clients that accept it,
// by @fastify/compress (decisions 0531, 0691): the catalogue (about 74 KB) is on the way to every
// first view of a material page, and 4G on a phone is slow. The app's own files have their
// build-time copies (0530) and pass through. POST answers (calcprice on each change of the
// configurator, the purchase) are small, hot, and never compressed.
import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Below this a compressed answer saves less than its headers cost (about one TCP packet). */
export const minCompressedBytes = 1024;

export const compressionPlugin = fp(
  async (app: FastifyInstance) => {
    // Runs before the library's own onRoute hook (registered after it), which reads the flag.
    app.addHook('onRoute', (route) => {
      if (![route.method].flat().includes('GET')) route.compress = false;
    });
    await app.register(fastifyCompress, {
      threshold: minCompressedBytes,
      encodings: ['br', 'gzip'],
      // Fast settings: answers are made per request; the build's files get the slow, strong ones.
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
      zlibOptions: { level: 6 },
      // Request bodies are never compressed by our clients; a compressed one is refused as usual.
      globalDecompression: false,
    });
  },
  { name: 'compression' },
);
