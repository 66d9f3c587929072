import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { fieldErrorsOf } from './field-errors.ts';

describe('fieldErrorsOf', () => {
  it('keeps the first message of each field, keyed by dotted path', () => {
    const schema = z.object({
      name: z.string().check(z.minLength(1, 'first'), z.minLength(2, 'second')),
      items: z.array(z.object({ id: z.number('number') })),
    });
    const result = schema.safeParse({ name: '', items: [{ id: 'x' }] });
    expect(fieldErrorsOf(result.error!)).toEqual({ name: 'first', 'items.0.id': 'number' });
  });
});
