import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { PAGE_DATA_RETRIES, shouldRetryQuery } from './query-client';

describe('shouldRetryQuery', () => {
  it.each([
    ['no answer', new ApiError(0, 'network'), true],
    ['server error', new ApiError(500, 'x'), true],
    ['bad gateway', new ApiError(502, 'x'), true],
    ['rate limited', new ApiError(429, 'x'), true],
    ['not found', new ApiError(404, 'x'), false],
    ['not logged in', new ApiError(401, 'x'), false],
    ['bad request', new ApiError(400, 'x'), false],
    ['unexpected error', new Error('parse'), true],
  ])('%s → retry %s', (_label, error, expected) => {
    expect(shouldRetryQuery(0, error)).toBe(expected);
  });

  it(`retries page data ${PAGE_DATA_RETRIES} times, then stops`, () => {
    const error = new ApiError(500, 'x');
    expect(PAGE_DATA_RETRIES).toBe(3);
    expect([0, 1, 2, 3].map((count) => shouldRetryQuery(count, error))).toEqual([true, true, true, false]);
  });
});
