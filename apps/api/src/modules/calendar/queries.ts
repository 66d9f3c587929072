import { asc, gte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { holidays } from '../../db/schema.ts';

/** Holidays from the given day on (YYYY-MM-DD), in date order. */
export const listHolidaysFrom = (db: Database, fromDay: string) =>
  db.select().from(holidays).where(gte(holidays.day, fromDay)).orderBy(asc(holidays.day));
