// Reads POST /request-estimate's multipart body (spec point 7: json, sample1, sample2). Files are
// streamed to disk as they arrive (never whole in memory); every part is read to the end, so the
// answer can name every problem at once rather than the first one.
import type { FastifyRequest } from 'fastify';
import { ESTIMATE_SAMPLE_MAX_MEGABYTES } from '@shop/domain/forms';
import { apiMessages, requestMessages } from '@shop/domain/messages';
import { HttpError, badRequest } from '../../lib/http-error.ts';
import { malformedMultipart } from '../../lib/malformed-multipart.ts';
import type { FileStore, StagedFile } from '../../lib/file-store/file-store.ts';

/** The file fields of the estimate form. */
export const SAMPLE_FILE_FIELDS = ['sample1', 'sample2'] as const;
export type SampleFileField = (typeof SAMPLE_FILE_FIELDS)[number];

export const MAX_SAMPLE_FILES = SAMPLE_FILE_FIELDS.length;
export const SAMPLE_FILE_MAX_BYTES = ESTIMATE_SAMPLE_MAX_MEGABYTES * 1024 * 1024;
/** The json part: every text of the form at its longest is far below this. */
const JSON_MAX_BYTES = 100 * 1024;

/** Limits handed to the multipart parser, so no part can grow without bound. */
export const estimateMultipartLimits = {
  fileSize: SAMPLE_FILE_MAX_BYTES,
  fieldSize: JSON_MAX_BYTES,
  fields: 4,
  // sample1, sample2, and json when a client sends it as a Blob; one more is seen and refused.
  files: MAX_SAMPLE_FILES + 2,
  parts: 8,
} as const;

export interface ReceivedFile {
  field: SampleFileField;
  /** The name on the customer's computer. */
  originalName: string;
  staged: StagedFile;
  /** True when the file went past the size limit (its bytes were cut off). */
  tooLarge: boolean;
}

export interface EstimateMultipart {
  /** The parsed json part; undefined when none came. */
  json: unknown;
  files: ReceivedFile[];
  /** Field errors found while reading (too many files, unreadable json). */
  errors: Record<string, string>;
}

function isMultipartError(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;
}

async function drain(stream: AsyncIterable<unknown>): Promise<void> {
  for await (const _chunk of stream) {
    // Read and dropped: a part we do not keep must still be consumed for parsing to go on.
  }
}

function parseJson(text: string, errors: Record<string, string>): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    errors.json = apiMessages.malformedJson;
    return undefined;
  }
}

/** Strips control characters and bounds the length of a client's file name (it goes into mails). */
export function cleanFileName(name: string): string {
  const cleaned = name
    .normalize('NFC')
    .replace(/\p{Cc}/gu, '')
    .trim();
  return cleaned.length > 200 ? cleaned.slice(cleaned.length - 200) : cleaned;
}

/**
 * Reads every part. Staged files are the caller's to commit or discard; on a thrown error they are
 * already discarded.
 */
export async function readEstimateMultipart(
  request: FastifyRequest,
  store: FileStore,
): Promise<EstimateMultipart> {
  if (!request.isMultipart()) throw new HttpError(415, apiMessages.badRequest);
  const result: EstimateMultipart = { json: undefined, files: [], errors: {} };
  const tooManyFiles = () => {
    result.errors.files = requestMessages.fileCount(MAX_SAMPLE_FILES);
  };
  try {
    for await (const part of request.parts({ limits: estimateMultipartLimits })) {
      if (part.type === 'field') {
        if (part.fieldname === 'json') {
          result.json = typeof part.value === 'string' ? parseJson(part.value, result.errors) : part.value;
        }
        continue;
      }
      if (part.fieldname === 'json') {
        const buffer = await part.toBuffer();
        if (buffer.length > JSON_MAX_BYTES) result.errors.json = apiMessages.malformedJson;
        else result.json = parseJson(buffer.toString('utf8'), result.errors);
        continue;
      }
      const field = SAMPLE_FILE_FIELDS.find((name) => name === part.fieldname);
      if (field === undefined || result.files.some((file) => file.field === field)) {
        await drain(part.file);
        tooManyFiles();
        continue;
      }
      const staged = await store.stage(part.file);
      // A file input left empty arrives as a part with no name and no bytes: nothing was chosen.
      if (part.filename === '' && staged.byteSize === 0) {
        await store.discard(staged);
        continue;
      }
      result.files.push({
        field,
        originalName: cleanFileName(part.filename),
        staged,
        tooLarge: part.file.truncated,
      });
    }
  } catch (error) {
    await Promise.all(result.files.map((file) => store.discard(file.staged)));
    if (isMultipartError(error, 'FST_FILES_LIMIT') || isMultipartError(error, 'FST_PARTS_LIMIT')) {
      tooManyFiles();
      throw badRequest(result.errors);
    }
    if (isMultipartError(error, 'FST_FIELDS_LIMIT')) throw badRequest();
    throw malformedMultipart(error) ?? error;
  }
  return result;
}
