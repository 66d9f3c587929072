import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { integerSchema, jsonObjectSchema, parseAnswer } from './api-answer';
import { clientMessages } from './api-client';
import { isApiError } from './api-error';

// The schemas moved from zod/mini to valibot (decision 0207): what they accept must not change.
describe('integerSchema', () => {
  it.each([0, -3, 600000, Number.MAX_SAFE_INTEGER])('accepts %s', (value) => {
    expect(v.is(integerSchema, value)).toBe(true);
  });

  it.each([1.5, Number.MAX_SAFE_INTEGER + 1, '12', null])('rejects %s, as z.int() did', (value) => {
    expect(v.is(integerSchema, value)).toBe(false);
  });
});

describe('jsonObjectSchema', () => {
  it('accepts an object and keeps its entries', () => {
    expect(v.parse(jsonObjectSchema, { slug: 'satin', sizes: [1] })).toEqual({ slug: 'satin', sizes: [1] });
  });

  it.each([[[]], [['a']], [null], ['{}'], [1]])('rejects %j, as z.record() did', (value) => {
    expect(v.is(jsonObjectSchema, value)).toBe(false);
  });
});

describe('parseAnswer', () => {
  const schema = v.object({ id: integerSchema, name: v.optional(v.string()) });

  it('answers the checked data without the fields the app does not read', () => {
    expect(parseAnswer(schema, { id: 1, name: 'サテン', addedLater: true })).toEqual({
      id: 1,
      name: 'サテン',
    });
  });

  it('fails an answer of another shape with the polite message, not as an ApiError', () => {
    let failure: unknown;
    try {
      parseAnswer(schema, { id: '1' });
    } catch (error) {
      failure = error;
    }
    expect(failure).toBeInstanceOf(v.ValiError);
    // Screens that show a failed query's message show this text.
    expect(failure).toHaveProperty('message', clientMessages.invalidResponse);
    // Not an ApiError: page data is retried as it was with zod's error (decision 0204).
    expect(isApiError(failure)).toBe(false);
  });
});
