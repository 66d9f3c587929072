// Streams one multipart file part to a temporary file while reading its first bytes, then checks
// it: not empty, within the size limit, an accepted format by content, matching its extension.
// On any failure the temporary file is gone before the error leaves (decision 0363).
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import { validationMessages } from '@shop/domain/messages';
import { HttpError, badRequest } from '../../lib/http-error.ts';
import { SNIFF_BYTES, detectFileKind, kindMatchesExtension, type FileKind } from './file-kind.ts';
import { checkFileName } from './file-name.ts';
import { uploadMessages } from './messages.ts';
import type { LocalFileStore } from './storage.ts';

export interface ReceivedFile {
  tempPath: string;
  originalName: string;
  extension: string;
  kind: FileKind;
  byteSize: number;
}

const MB = 1024 * 1024;

export function fileTooLarge(maxBytes: number): HttpError {
  const message = validationMessages.fileTooLarge(Math.floor(maxBytes / MB) || 1);
  return new HttpError(413, message, { file: message });
}

function nameProblem(reason: 'empty' | 'path' | 'control' | 'long' | 'extension'): HttpError {
  const message = {
    empty: uploadMessages.fileMissing,
    path: uploadMessages.nameHasPath,
    control: uploadMessages.nameControl,
    long: uploadMessages.nameTooLong,
    extension: validationMessages.fileType,
  }[reason];
  return badRequest({ file: message }, message);
}

export async function receiveFile(
  part: MultipartFile,
  store: LocalFileStore,
  maxBytes: number,
): Promise<ReceivedFile> {
  const name = checkFileName(part.filename);
  if (!name.ok) {
    // Let the rest of the request flow past: the answer goes out without reading the file.
    part.file.resume();
    throw nameProblem(name.reason);
  }
  const tempPath = store.newTempPath();
  const head: Buffer[] = [];
  let headLength = 0;
  let byteSize = 0;
  const sniff = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      byteSize += chunk.length;
      if (headLength < SNIFF_BYTES) {
        head.push(chunk.subarray(0, SNIFF_BYTES - headLength));
        headLength += Math.min(chunk.length, SNIFF_BYTES - headLength);
      }
      done(null, chunk);
    },
  });
  try {
    await pipeline(part.file, sniff, store.createTempWriteStream(tempPath));
    if (part.file.truncated || byteSize > maxBytes) throw fileTooLarge(maxBytes);
    if (byteSize === 0) throw badRequest({ file: uploadMessages.empty }, uploadMessages.empty);
    const kind = detectFileKind(Buffer.concat(head));
    if (kind === null) throw badRequest({ file: validationMessages.fileType }, validationMessages.fileType);
    if (!kindMatchesExtension(kind, name.extension)) {
      const message = uploadMessages.contentMismatch(name.extension);
      throw badRequest({ file: message }, message);
    }
    return { tempPath, originalName: name.name, extension: name.extension, kind, byteSize };
  } catch (error) {
    await store.discard(tempPath);
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge(maxBytes);
    throw error;
  }
}
