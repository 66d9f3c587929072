import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text the API serves from the build; images and fonts are compressed already. */
const compressible = new Set(['.html', '.js', '.css', '.svg', '.json', '.webmanifest', '.txt', '.xml']);
/** Below this a compressed copy saves less than the headers it needs (about one TCP packet). */
const minBytes = 1024;

/**
 * Writes `file.br` (Brotli, maximum quality) and `file.gz` beside every text file of the client
 * build, for the API to send to browsers that accept them (decision 0530): the slow, strong
 * compression is paid once at build time instead of on each request on a small server.
 */
export async function precompress(dir: string): Promise<void> {
  const files: string[] = [];
  const visit = async (folder: string) => {
    for (const entry of await readdir(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) await visit(file);
      else if (compressible.has(path.extname(entry.name))) files.push(file);
    }
  };
  await visit(dir);
  await Promise.all(
    files.map(async (file) => {
      if ((await stat(file)).size < minBytes) return;
      const text = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(text, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: text.length,
          },
        }),
        gzipAsync(text, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    }),
  );
}
