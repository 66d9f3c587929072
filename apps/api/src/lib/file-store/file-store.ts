// Every file the shop keeps goes through this one interface: customers' artwork, the finished
// images staff make, issued invoices and receipts, the samples of estimate requests and the
// quotations waiting for download. Routes never see where bytes live, so a second implementation
// (object storage for several instances) replaces the local one without touching a feature.
import type { Readable } from 'node:stream';

/** What a stored file is for; the first part of its key. */
export const FILE_AREAS = ['artwork', 'sample-image', 'documents', 'requests', 'quotations'] as const;
export type FileArea = (typeof FILE_AREAS)[number];

/** How many leading bytes a staged file keeps for judging its content (an SVG may open with a long prolog). */
export const HEAD_BYTES = 4096;

/**
 * A key this store made: `<area>/<random name>`, optionally with `.pdf` or `.json`. Nothing a
 * visitor typed is ever part of it, so it can be neither guessed nor used to leave the store.
 */
export const STORAGE_KEY_PATTERN = new RegExp(
  `^(${FILE_AREAS.join('|')})/[A-Za-z0-9_-]{16,64}(\\.(pdf|json))?$`,
);

/** Bytes received and on this machine's disk, not yet kept: committed or discarded by the caller. */
export interface StagedFile {
  /** Where the bytes wait, for checks that read the whole file (active content in a PDF). */
  readonly localPath: string;
  readonly byteSize: number;
  /** The first HEAD_BYTES bytes. */
  readonly head: Buffer;
}

export interface FileStore {
  /** Streams bytes to a staging file, counting them and keeping the first ones. */
  stage(source: Readable): Promise<StagedFile>;
  /** Keeps a staged file in an area under a new random key, and returns the key. */
  commit(file: StagedFile, area: FileArea): Promise<string>;
  /** Removes a staged file; never fails (it may be gone already). */
  discard(file: StagedFile): Promise<void>;
  /** Keeps bytes the server made (a PDF) under a new key, or under `name` when the caller chose one. */
  put(area: FileArea, bytes: Buffer, name?: string): Promise<string>;
  /** The bytes of a key; rejects when there is no such file. */
  read(key: string): Promise<Buffer>;
  /** Removes a kept file; a missing one is fine. */
  remove(key: string): Promise<void>;
  /** The keys kept in an area. */
  list(area: FileArea): Promise<string[]>;
  /** For /readyz: the store answers (the bucket with its credentials; the disk always). */
  reachable(): Promise<boolean>;
}

/** Refuses anything that is not a key this store made, before it reaches a path or a bucket. */
export function checkedKey(key: string): string {
  if (!STORAGE_KEY_PATTERN.test(key)) throw new Error(`Not a storage key: ${key}`);
  return key;
}
