import { z } from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { AnswerShapeError, parseAnswer } from './api-answer';
import { clientMessages } from './api-client';
import { isApiError } from './api-error';

describe('parseAnswer', () => {
  const schema = z.object({ id: z.int(), name: z.optional(z.string()) });

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
    expect(failure).toBeInstanceOf(AnswerShapeError);
    // Screens that show a failed query's message show this text.
    expect(failure).toHaveProperty('message', clientMessages.invalidResponse);
    expect((failure as AnswerShapeError).issues[0]?.path).toEqual(['id']);
    // Not an ApiError: page data is retried as any other failure (decision 0204).
    expect(isApiError(failure)).toBe(false);
  });
});
