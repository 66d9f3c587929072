// Zod's own messages, in the spec's Japanese form defaults (spec point 5). Which issue gets which
// text is our decision (docs/decisions/0004-form-default-messages.md): an explicit message set on
// a schema always wins over these.
import type { z } from 'zod/mini';
import { formMessages } from './catalogue.ts';

export const japaneseErrorMap: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null || issue.input === '')
        return formMessages.required;
      if (issue.expected === 'number' || issue.expected === 'int' || issue.expected === 'bigint') {
        return formMessages.integerNeeded;
      }
      return formMessages.wrongType;
    case 'too_small':
      // A required text left empty reads better as "required" than as "too small".
      if (issue.origin === 'string' && issue.minimum === 1) return formMessages.required;
      if (issue.origin === 'array' && issue.minimum === 1) return formMessages.required;
      return formMessages.tooSmall;
    case 'too_big':
      return formMessages.tooLarge;
    case 'invalid_format':
      return formMessages.wrongType;
    case 'not_multiple_of':
      return formMessages.integerNeeded;
    default:
      return formMessages.invalid;
  }
};
