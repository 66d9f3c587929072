// Where the files of estimate requests are kept: DATA_DIR/uploads/requests/<random key>, outside
// the web build and anything else served, under a name no visitor chose (decision 0442). A file is
// written first under a temporary name and moved into place only once its request is accepted.
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { SNIFF_BYTES } from './file-kind.ts';

export interface StagedFile {
  /** The key the file will be stored under, relative to DATA_DIR/uploads. */
  storageKey: string;
  /** Where the bytes sit until the request is accepted. */
  stagingPath: string;
  byteSize: number;
  /** The first bytes, for judging the content. */
  head: Uint8Array;
}

/** The folder of every upload: DATA_DIR/uploads. */
export const uploadsDir = (dataDir: string): string => path.join(dataDir, 'uploads');

/** The absolute path of a stored key. */
export const storedPath = (dataDir: string, storageKey: string): string =>
  path.join(uploadsDir(dataDir), storageKey);

function randomKey(): string {
  // 128 bits, URL-safe: unguessable and free of anything the visitor typed.
  return randomBytes(16).toString('base64url');
}

/**
 * Writes a stream under a temporary name, counting its bytes and keeping its first bytes. Only
 * the owner may read the file (0600).
 */
export async function stageFile(dataDir: string, source: Readable): Promise<StagedFile> {
  const storageKey = `requests/${randomKey()}`;
  const stagingPath = `${storedPath(dataDir, storageKey)}.part`;
  await fs.mkdir(path.dirname(stagingPath), { recursive: true, mode: 0o700 });
  let byteSize = 0;
  const headChunks: Buffer[] = [];
  let headLength = 0;
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      byteSize += chunk.length;
      if (headLength < SNIFF_BYTES) {
        headChunks.push(chunk.subarray(0, SNIFF_BYTES - headLength));
        headLength += Math.min(chunk.length, SNIFF_BYTES - headLength);
      }
      callback(null, chunk);
    },
  });
  try {
    await pipeline(source, measure, createWriteStream(stagingPath, { mode: 0o600 }));
  } catch (error) {
    await fs.rm(stagingPath, { force: true });
    throw error;
  }
  return { storageKey, stagingPath, byteSize, head: new Uint8Array(Buffer.concat(headChunks)) };
}

/** Moves an accepted file to its key. */
export async function commitFile(dataDir: string, file: StagedFile): Promise<void> {
  await fs.rename(file.stagingPath, storedPath(dataDir, file.storageKey));
}

/** Removes staged or stored files of a request that was refused or failed (missing files are fine). */
export async function discardFiles(dataDir: string, files: readonly StagedFile[]): Promise<void> {
  await Promise.all(
    files.flatMap((file) => [
      fs.rm(file.stagingPath, { force: true }),
      fs.rm(storedPath(dataDir, file.storageKey), { force: true }),
    ]),
  );
}
