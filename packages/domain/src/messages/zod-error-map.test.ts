import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formMessages } from './catalogue.ts';
import { japaneseErrorMap } from './zod-error-map.ts';

const messageOf = (schema: z.ZodType, input: unknown): string | undefined =>
  schema.safeParse(input, { error: japaneseErrorMap }).error?.issues[0]?.message;

describe('japaneseErrorMap', () => {
  it.each([
    ['missing value', z.object({ a: z.string() }), {}, formMessages.required],
    ['empty required text', z.string().min(1), '', formMessages.required],
    ['text where a number is needed', z.number(), 'abc', formMessages.integerNeeded],
    ['non-integer', z.number().int(), 1.5, formMessages.integerNeeded],
    ['number where text is needed', z.string(), 12, formMessages.wrongType],
    ['too small', z.number().min(10), 3, formMessages.tooSmall],
    ['too large', z.number().max(10), 30, formMessages.tooLarge],
    ['too long text', z.string().max(3), 'abcd', formMessages.tooLarge],
    ['bad format', z.email(), 'not-an-email', formMessages.wrongType],
    ['not one of the choices', z.enum(['a', 'b']), 'c', formMessages.invalid],
  ])('%s', (_name, schema, input, expected) => {
    expect(messageOf(schema, input)).toBe(expected);
  });

  it('leaves an explicit message alone', () => {
    expect(messageOf(z.string().min(1, 'ご入力ください'), '')).toBe('ご入力ください');
  });
});
