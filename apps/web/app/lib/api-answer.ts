// Reading the `data` of API answers with the domain's schemas (@shop/domain/answers): the ones the
// API answers with, so the app and the server cannot disagree on a payload (decision 0671).
import { z } from 'zod/mini';
import { clientMessages } from './api-client';

/**
 * An answer of another shape than its schema (an API and an app of different versions). Its
 * message is the polite invalidResponse text, since some screens show a failed query's message;
 * it is not an ApiError, so page data is retried as any other failure (decision 0204).
 */
export class AnswerShapeError extends Error {
  constructor(readonly issues: readonly z.core.$ZodIssue[]) {
    super(clientMessages.invalidResponse);
    this.name = 'AnswerShapeError';
  }
}

/** The answer as its schema reads it: unknown fields dropped, defaults filled in. */
export function parseAnswer<T extends z.core.$ZodType>(schema: T, data: unknown): z.output<T> {
  const result = z.safeParse(schema, data);
  if (!result.success) throw new AnswerShapeError(result.error.issues);
  return result.data;
}
