// Streams one multipart file part to a temporary file while reading its first bytes, then checks
// it: not empty, within the size limit, an accepted format by content, matching its extension.
// On any failure the temporary file is gone before the error leaves (decision 0363).
import type { MultipartFile } from '@fastify/multipart';
import { validationMessages } from '@shop/domain/messages';
import { HttpError, badRequest } from '../../lib/http-error.ts';
import { detectFileKind, kindMatchesExtension, type FileKind } from '../../lib/file-kind.ts';
import type { FileStore, StagedFile } from '../../lib/file-store/file-store.ts';
import { checkFileName } from './file-name.ts';
import { uploadMessages } from './messages.ts';

export interface ReceivedFile {
  staged: StagedFile;
  originalName: string;
  extension: string;
  kind: FileKind;
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
  store: FileStore,
  maxBytes: number,
): Promise<ReceivedFile> {
  const name = checkFileName(part.filename);
  if (!name.ok) {
    // Let the rest of the request flow past: the answer goes out without reading the file.
    part.file.resume();
    throw nameProblem(name.reason);
  }
  let staged: StagedFile | null = null;
  try {
    staged = await store.stage(part.file);
    const { byteSize } = staged;
    if (part.file.truncated || byteSize > maxBytes) throw fileTooLarge(maxBytes);
    if (byteSize === 0) throw badRequest({ file: uploadMessages.empty }, uploadMessages.empty);
    const kind = await detectFileKind(staged.head);
    if (kind === null) throw badRequest({ file: validationMessages.fileType }, validationMessages.fileType);
    if (!kindMatchesExtension(kind, name.extension)) {
      const message = uploadMessages.contentMismatch(name.extension);
      throw badRequest({ file: message }, message);
    }
    return { staged, originalName: name.name, extension: name.extension, kind };
  } catch (error) {
    if (staged) await store.discard(staged);
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge(maxBytes);
    throw error;
  }
}
