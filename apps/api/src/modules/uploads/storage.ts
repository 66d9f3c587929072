// Where uploaded bytes live: DATA_DIR/uploads/<kind>/<random key>, outside anything the server
// serves, without the customer's name or extension (nothing there can be executed or guessed), and
// readable by the server's user only. A file is written under DATA_DIR/tmp first and moved in
// only when it arrived whole (decision 0363).
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export type StoredFileKind = 'artwork' | 'sample-image' | 'documents';

// The files of estimate requests sit under the same root with keys of their own (requests/file-store.ts).
const KEY_PATTERN = /^(?:(?:artwork|sample-image|documents)\/[0-9a-f]{32}|requests\/[A-Za-z0-9_-]{22})$/;

export class LocalFileStore {
  readonly root: string;
  readonly tempDir: string;

  constructor(dataDir: string) {
    this.root = path.join(dataDir, 'uploads');
    this.tempDir = path.join(dataDir, 'tmp', 'uploads');
  }

  /** A new, unique temporary path (its folder exists). */
  newTempPath(): string {
    fs.mkdirSync(this.tempDir, { recursive: true, mode: 0o700 });
    return path.join(this.tempDir, `${randomUUID()}.part`);
  }

  /** A write stream to a temporary file, readable by the server only. */
  createTempWriteStream(tempPath: string): fs.WriteStream {
    return fs.createWriteStream(tempPath, { flags: 'wx', mode: 0o600 });
  }

  /** Moves a complete temporary file into the store under a new random key, and returns the key. */
  async commit(tempPath: string, kind: StoredFileKind): Promise<string> {
    const key = `${kind}/${randomBytes(16).toString('hex')}`;
    const target = this.pathOf(key);
    await fs.promises.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    await fs.promises.rename(tempPath, target);
    return key;
  }

  /** Stores bytes made by the server (a PDF) under a new key. */
  async put(bytes: Buffer, kind: StoredFileKind): Promise<string> {
    const temp = this.newTempPath();
    await fs.promises.writeFile(temp, bytes, { flag: 'wx', mode: 0o600 });
    return this.commit(temp, kind);
  }

  /** The file of a key; a key that is not one this store made is refused, so it never escapes the root. */
  pathOf(key: string): string {
    if (!KEY_PATTERN.test(key)) throw new Error(`Not a storage key: ${key}`);
    return path.join(this.root, key);
  }

  read(key: string): Promise<Buffer> {
    return fs.promises.readFile(this.pathOf(key));
  }

  async remove(key: string): Promise<void> {
    await fs.promises.rm(this.pathOf(key), { force: true });
  }

  /** Removes a temporary file; never fails (it may not have been created). */
  async discard(tempPath: string): Promise<void> {
    await fs.promises.rm(tempPath, { force: true }).catch(() => undefined);
  }
}
