import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { estimates } from '../../db/schema.ts';

export const findEstimateByNumber = async (db: Database, estimateNumber: string) =>
  (
    await db
      .select()
      .from(estimates)
      .where(and(eq(estimates.estimateNumber, estimateNumber), isNull(estimates.deletedAt)))
      .limit(1)
  )[0];
