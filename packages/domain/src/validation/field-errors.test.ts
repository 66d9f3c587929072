import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrorsOf } from './field-errors.ts';

describe('fieldErrorsOf', () => {
  it('keeps the first message of each field, keyed by dotted path', () => {
    const schema = z.object({
      name: z.string().min(1, 'first').min(2, 'second'),
      items: z.array(z.object({ id: z.number('number') })),
    });
    const result = schema.safeParse({ name: '', items: [{ id: 'x' }] });
    expect(fieldErrorsOf(result.error!)).toEqual({ name: 'first', 'items.0.id': 'number' });
  });
});
