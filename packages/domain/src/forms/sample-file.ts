// The check of an estimate's sample file (name and size): the API checks a received file with the
// schema, the estimate form a chosen file with the same schema, at once, before sending it.
import { z } from 'zod/mini';
import { formMessages, validationMessages } from '../messages/index.ts';
import { japaneseErrorMap } from '../messages/zod-error-map.ts';
import { ESTIMATE_SAMPLE_EXTENSIONS, ESTIMATE_SAMPLE_MAX_MEGABYTES } from './limits.ts';
import { safeString } from '../validation/safe-string.ts';

/** The extension of a file name, lower case; '' when it has none. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

export const estimateSampleFileSchema = z.object({
  name: safeString().check(
    z.minLength(1, { error: validationMessages.fileType }),
    z.refine(
      (name: string) => (ESTIMATE_SAMPLE_EXTENSIONS as readonly string[]).includes(extensionOf(name)),
      {
        error: validationMessages.fileType,
      },
    ),
  ),
  size: z.int().check(
    z.gte(1, { error: formMessages.tooSmall }),
    z.lte(ESTIMATE_SAMPLE_MAX_MEGABYTES * 1024 * 1024, {
      error: validationMessages.fileTooLarge(ESTIMATE_SAMPLE_MAX_MEGABYTES),
    }),
  ),
});

/** The first message the schema gives for this file, or null when it may be sent. */
export function estimateSampleFileProblem(file: { name: string; size: number }): string | null {
  const result = estimateSampleFileSchema.safeParse(file, { error: japaneseErrorMap });
  return result.success ? null : (result.error.issues[0]?.message ?? formMessages.invalid);
}
