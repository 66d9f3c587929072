import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRateLimitedQueue } from './rate-limited-queue';

// Records when each task starts (fake time) and lets the test finish it at will.
function recorder() {
  const starts: Array<{ id: number; at: number }> = [];
  const task = (id: number) => () => {
    starts.push({ id, at: Date.now() });
    return Promise.resolve(id);
  };
  return { starts, task };
}

describe('createRateLimitedQueue', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts at most 5 tasks in the first 250 ms and queues the rest', async () => {
    const queue = createRateLimitedQueue({ limit: 5, windowMs: 250 });
    const { starts, task } = recorder();
    const results = Array.from({ length: 12 }, (_, id) => queue.schedule(task(id)));

    expect(starts.map((s) => s.id)).toEqual([0, 1, 2, 3, 4]);
    expect(queue.pending()).toBe(7);

    await vi.advanceTimersByTimeAsync(249);
    expect(starts).toHaveLength(5);

    await vi.advanceTimersByTimeAsync(1);
    expect(starts.map((s) => s.id)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);

    await vi.advanceTimersByTimeAsync(250);
    expect(starts).toHaveLength(12);
    expect(queue.pending()).toBe(0);
    // Never dropped: every caller gets its own result.
    await expect(Promise.all(results)).resolves.toEqual(Array.from({ length: 12 }, (_, id) => id));
  });

  it('uses a sliding window, not fixed buckets', async () => {
    const queue = createRateLimitedQueue({ limit: 5, windowMs: 250 });
    const { starts, task } = recorder();
    for (let id = 0; id < 3; id += 1) void queue.schedule(task(id));
    await vi.advanceTimersByTimeAsync(200);
    for (let id = 3; id < 8; id += 1) void queue.schedule(task(id));
    // 3 at t=0 and 2 at t=200 fill the window; the next 3 wait for the t=0 starts to expire.
    expect(starts.map((s) => s.at)).toEqual([0, 0, 0, 200, 200]);
    await vi.advanceTimersByTimeAsync(50);
    expect(starts.map((s) => s.at)).toEqual([0, 0, 0, 200, 200, 250, 250, 250]);
  });

  it('passes a task failure to its caller without stopping the queue', async () => {
    const queue = createRateLimitedQueue({ limit: 1, windowMs: 100 });
    const failing = queue.schedule(() => Promise.reject(new Error('boom')));
    const next = queue.schedule(() => Promise.resolve('ok'));
    await expect(failing).rejects.toThrow('boom');
    await vi.advanceTimersByTimeAsync(100);
    await expect(next).resolves.toBe('ok');
  });

  it('turns a task that throws synchronously into a rejection', async () => {
    const queue = createRateLimitedQueue({ limit: 1, windowMs: 100 });
    await expect(
      queue.schedule(() => {
        throw new Error('sync');
      }),
    ).rejects.toThrow('sync');
  });

  it('rejects a nonsensical configuration', () => {
    expect(() => createRateLimitedQueue({ limit: 0, windowMs: 250 })).toThrow(RangeError);
    expect(() => createRateLimitedQueue({ limit: 5, windowMs: 0 })).toThrow(RangeError);
  });

  it('for any arrival pattern: no window holds more than 5 starts, all start, in arrival order', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 0, max: 600 }), { minLength: 1, maxLength: 40 }),
        async (gaps) => {
          vi.setSystemTime(0);
          const queue = createRateLimitedQueue({ limit: 5, windowMs: 250 });
          const { starts, task } = recorder();
          const done: Array<Promise<number>> = [];
          for (const [id, gap] of gaps.entries()) {
            await vi.advanceTimersByTimeAsync(gap);
            done.push(queue.schedule(task(id)));
          }
          await vi.advanceTimersByTimeAsync(250 * gaps.length);
          await Promise.all(done);

          expect(starts.map((s) => s.id)).toEqual(gaps.map((_, id) => id));
          for (let i = 5; i < starts.length; i += 1) {
            expect(starts[i]!.at - starts[i - 5]!.at).toBeGreaterThanOrEqual(250);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
