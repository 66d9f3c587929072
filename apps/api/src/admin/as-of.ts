// The test-only `--as-of` option of the staff commands that run a timed round now (reconciling
// purchases, expiring transfers): journeys run the round "as at" a later time instead of waiting
// for it. Refused on any server but a test one, so staff can never rewrite the clock of real money.
import { z } from 'zod';
import type { AppEnv } from '../config.ts';
import { AdminInputError, readOptions } from './admin-input.ts';

export const AS_OF_TEST_ONLY_MESSAGE = '--as-of は試験用のサーバー（APP_ENV=test）でのみ使えます';

/**
 * Reads `--as-of` from `args` as the instant `asOf` makes of its text, or undefined when it is not
 * given. Bad text throws the schema's message; a value on a server other than a test one throws too.
 */
export function readTestOnlyAsOf(
  args: string[],
  appEnv: AppEnv,
  asOf: z.ZodType<Date, string>,
): Date | undefined {
  const input = readOptions(args, { 'as-of': { type: 'string' } }, z.object({ 'as-of': asOf.optional() }));
  const instant = input['as-of'];
  if (instant !== undefined && appEnv !== 'test') throw new AdminInputError(AS_OF_TEST_ONLY_MESSAGE);
  return instant;
}
