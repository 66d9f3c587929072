import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { createQueryClient, PAGE_DATA_RETRIES, pageDataRetryDelay, shouldRetryQuery } from './query-client';

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

describe('page data retries', () => {
  it('waits 1 s, 2 s and 4 s before the three retries', () => {
    expect([0, 1, 2].map(pageDataRetryDelay)).toEqual([1000, 2000, 4000]);
  });

  async function attemptsFor(error: ApiError): Promise<{ attempts: number; settledAfterMs: number }> {
    vi.useFakeTimers();
    try {
      const client = createQueryClient();
      let attempts = 0;
      const started = Date.now();
      let settledAt = 0;
      const result = client
        .fetchQuery({
          queryKey: ['page-data'],
          queryFn: () => {
            attempts += 1;
            return Promise.reject(error);
          },
        })
        .catch(() => {
          settledAt = Date.now();
        });
      await vi.advanceTimersByTimeAsync(60_000);
      await result;
      return { attempts, settledAfterMs: settledAt - started };
    } finally {
      vi.useRealTimers();
    }
  }

  it('asks 4 times in all for a server failure, over 7 s', async () => {
    expect(await attemptsFor(new ApiError(503, 'x'))).toEqual({ attempts: 4, settledAfterMs: 7000 });
  });

  it.each([400, 401, 403, 404, 422])('asks once for an answer (%i)', async (status) => {
    expect((await attemptsFor(new ApiError(status, 'x'))).attempts).toBe(1);
  });
});
