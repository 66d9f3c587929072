import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

/** Spec point 2: page data is retried 3 times. */
export const PAGE_DATA_RETRIES = 3;

/**
 * Retry what may succeed next time (no answer, 5xx, 429); an answer such as 404 or 401 will not
 * change by asking again, so it is not repeated.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= PAGE_DATA_RETRIES) return false;
  if (!isApiError(error)) return true;
  return error.status === 0 || error.status === 429 || error.status >= 500;
}

/**
 * Waits before retry 1, 2 and 3 (decision 0505): 1 s, 2 s, 4 s. Doubling leaves a struggling
 * server (or a phone walking out of a tunnel) room to recover; `failureCount` is 0 before the
 * first retry.
 */
export function pageDataRetryDelay(failureCount: number): number {
  return Math.min(1000 * 2 ** failureCount, 8000);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        retryDelay: pageDataRetryDelay,
        // Catalogue data changes rarely; a phone should not refetch on every tab switch.
        staleTime: 5 * 60 * 1000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
