// Spec point 7 and 9: the client sends at most 5 requests per 250 ms. Calls over the limit wait
// their turn (first come, first served); none is ever dropped.

export interface RateLimitedQueueOptions {
  /** How many tasks may start within one window. */
  limit: number;
  /** The length of the sliding window in milliseconds. */
  windowMs: number;
  /** The clock; injectable for tests. Defaults to Date.now (faked by vi.useFakeTimers). */
  now?: () => number;
}

export interface RateLimitedQueue {
  /** Runs `task` as soon as the window allows; settles as the task settles. */
  schedule<T>(task: () => Promise<T>): Promise<T>;
  /** How many tasks are waiting for a slot (not yet started). */
  pending(): number;
}

export function createRateLimitedQueue({
  limit,
  windowMs,
  now = () => Date.now(),
}: RateLimitedQueueOptions): RateLimitedQueue {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError('limit must be a positive integer');
  if (!(windowMs > 0)) throw new RangeError('windowMs must be positive');

  // Start times of the tasks started within the current window, oldest first.
  const starts: number[] = [];
  const waiting: Array<() => void> = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  function pump(): void {
    const t = now();
    // A start at s occupies the window [s, s + windowMs): at t = s + windowMs the slot is free.
    while (starts.length > 0 && (starts[0] ?? t) + windowMs <= t) starts.shift();
    while (waiting.length > 0 && starts.length < limit) {
      starts.push(t);
      waiting.shift()?.();
    }
    if (waiting.length > 0 && timer === undefined) {
      const oldest = starts[0] ?? t;
      timer = setTimeout(
        () => {
          timer = undefined;
          pump();
        },
        Math.max(0, oldest + windowMs - t),
      );
    }
  }

  return {
    schedule<T>(task: () => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        waiting.push(() => {
          try {
            task().then(resolve, reject);
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        });
        // While a timer is pending the window is full and older tasks wait: FIFO keeps them first.
        if (timer === undefined) pump();
      });
    },
    pending: () => waiting.length,
  };
}
