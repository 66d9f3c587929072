// The file store on this machine's disk: DATA_DIR/uploads/<area>/<key>, outside anything the
// server serves, readable by the server's user only. Bytes arrive under DATA_DIR/tmp/uploads and
// are moved in (one rename on the same disk) only once they arrived whole and were accepted
// (decisions 0363 and 0442).
import { randomBytes, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { checkedKey, HEAD_BYTES, type FileArea, type FileStore, type StagedFile } from './file-store.ts';

/** 128 random bits, URL-safe: a name no visitor chose and none can guess. */
const randomName = (): string => randomBytes(16).toString('base64url');

/** Passes bytes through, counting them and keeping the first HEAD_BYTES. */
function headKeeper() {
  const chunks: Buffer[] = [];
  let kept = 0;
  let byteSize = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      byteSize += chunk.length;
      if (kept < HEAD_BYTES) {
        const part = chunk.subarray(0, HEAD_BYTES - kept);
        chunks.push(part);
        kept += part.length;
      }
      done(null, chunk);
    },
  });
  return { stream, result: () => ({ byteSize, head: Buffer.concat(chunks) }) };
}

export class LocalFileStore implements FileStore {
  readonly root: string;
  readonly stagingDir: string;

  constructor(dataDir: string) {
    this.root = path.join(dataDir, 'uploads');
    this.stagingDir = path.join(dataDir, 'tmp', 'uploads');
  }

  async stage(source: Readable): Promise<StagedFile> {
    await fs.mkdir(this.stagingDir, { recursive: true, mode: 0o700 });
    const localPath = path.join(this.stagingDir, `${randomUUID()}.part`);
    const keeper = headKeeper();
    try {
      await pipeline(source, keeper.stream, createWriteStream(localPath, { flags: 'wx', mode: 0o600 }));
    } catch (error) {
      await fs.rm(localPath, { force: true });
      throw error;
    }
    return { localPath, ...keeper.result() };
  }

  async commit(file: StagedFile, area: FileArea): Promise<string> {
    const key = `${area}/${randomName()}`;
    const target = this.pathOf(key);
    await fs.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    await fs.rename(file.localPath, target);
    return key;
  }

  async discard(file: StagedFile): Promise<void> {
    await fs.rm(file.localPath, { force: true }).catch(() => undefined);
  }

  async put(area: FileArea, bytes: Buffer, name = randomName()): Promise<string> {
    const key = checkedKey(`${area}/${name}`);
    const target = this.pathOf(key);
    await fs.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    // Written aside and renamed, so a reader never sees half a file.
    const temp = `${target}.${randomUUID()}.part`;
    await fs.writeFile(temp, bytes, { flag: 'wx', mode: 0o600 });
    await fs.rename(temp, target);
    return key;
  }

  async read(key: string): Promise<Buffer> {
    return fs.readFile(this.pathOf(key));
  }

  async remove(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
  }

  async list(area: FileArea): Promise<string[]> {
    const names = await fs.readdir(path.join(this.root, area)).catch(() => []);
    return names.map((name) => `${area}/${name}`).filter((key) => !key.endsWith('.part'));
  }

  async reachable(): Promise<boolean> {
    return true;
  }

  /** The file of a key; a key this store did not make is refused, so it never escapes the root. */
  pathOf(key: string): string {
    return path.join(this.root, checkedKey(key));
  }
}
