import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { formMessages } from './catalogue.ts';
import { japaneseErrorMap } from './zod-error-map.ts';

const messageOf = (schema: z.ZodMiniType, input: unknown): string | undefined =>
  schema.safeParse(input, { error: japaneseErrorMap }).error?.issues[0]?.message;

describe('japaneseErrorMap', () => {
  it.each([
    ['missing value', z.object({ a: z.string() }), {}, formMessages.required],
    ['empty required text', z.string().check(z.minLength(1)), '', formMessages.required],
    ['text where a number is needed', z.number(), 'abc', formMessages.integerNeeded],
    ['non-integer', z.int(), 1.5, formMessages.integerNeeded],
    ['number where text is needed', z.string(), 12, formMessages.wrongType],
    ['too small', z.number().check(z.gte(10)), 3, formMessages.tooSmall],
    ['too large', z.number().check(z.lte(10)), 30, formMessages.tooLarge],
    ['too long text', z.string().check(z.maxLength(3)), 'abcd', formMessages.tooLarge],
    ['bad format', z.email(), 'not-an-email', formMessages.wrongType],
    ['not one of the choices', z.enum(['a', 'b']), 'c', formMessages.invalid],
  ])('%s', (_name, schema, input, expected) => {
    expect(messageOf(schema, input)).toBe(expected);
  });

  it('leaves an explicit message alone', () => {
    expect(messageOf(z.string().check(z.minLength(1, 'ご入力ください')), '')).toBe('ご入力ください');
  });
});
