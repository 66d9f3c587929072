// The check of an estimate's sample file (name and size), free of zod so that the estimate form
// checks a chosen file at once without loading it (decision 0563). `estimateSampleFileSchema` gives
// the API the same rule with the same messages; a test holds the two together.
import { formMessages, validationMessages } from '../messages/index.ts';
import { ESTIMATE_SAMPLE_EXTENSIONS, ESTIMATE_SAMPLE_MAX_MEGABYTES } from './limits.ts';

/** The extension of a file name, lower case; '' when it has none. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** The first message `estimateSampleFileSchema` gives for this file, or null when it may be sent. */
export function estimateSampleFileProblem(file: { name: string; size: number }): string | null {
  if (!(ESTIMATE_SAMPLE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name)))
    return validationMessages.fileType;
  if (!Number.isSafeInteger(file.size)) return formMessages.integerNeeded;
  if (file.size < 1) return formMessages.tooSmall;
  if (file.size > ESTIMATE_SAMPLE_MAX_MEGABYTES * 1024 * 1024)
    return validationMessages.fileTooLarge(ESTIMATE_SAMPLE_MAX_MEGABYTES);
  return null;
}
