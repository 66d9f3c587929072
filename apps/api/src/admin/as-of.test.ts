import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AdminInputError } from './admin-input.ts';
import { AS_OF_TEST_ONLY_MESSAGE, readTestOnlyAsOf } from './as-of.ts';

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: '日付は 2026-12-31 の形で指定してください' })
  .transform((text) => new Date(`${text}T12:00:00+09:00`));

describe('readTestOnlyAsOf', () => {
  it('is undefined without --as-of, on any server', () => {
    expect(readTestOnlyAsOf([], 'production', day)).toBeUndefined();
    expect(readTestOnlyAsOf([], 'test', day)).toBeUndefined();
  });

  it('reads the instant the schema makes of the text on a test server', () => {
    expect(readTestOnlyAsOf(['--as-of', '2026-12-03'], 'test', day)).toEqual(
      new Date('2026-12-03T03:00:00Z'),
    );
  });

  it.each(['development', 'staging', 'production'] as const)('is refused on a %s server', (appEnv) => {
    expect(() => readTestOnlyAsOf(['--as-of', '2026-12-03'], appEnv, day)).toThrow(
      new AdminInputError(AS_OF_TEST_ONLY_MESSAGE),
    );
  });

  it("names the option with the schema's message for bad text", () => {
    expect(() => readTestOnlyAsOf(['--as-of', '12/03'], 'test', day)).toThrow(
      '--as-of: 日付は 2026-12-31 の形で指定してください',
    );
  });
});
