// Quotation numbers: Q-YYYYMMDD-NNNN, counted per Tokyo day in the shared counters table, so two
// instances never hand out the same number (decision 0423).
import { tokyoDate } from '@shop/domain/calendar';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { counters } from '../../db/schema.ts';

export async function nextQuotationNumber(db: Database, now: Date): Promise<string> {
  const day = tokyoDate(now);
  const [row] = await db
    .insert(counters)
    .values({ name: `quotation:${day}`, value: 1 })
    .onConflictDoUpdate({ target: counters.name, set: { value: sql`${counters.value} + 1` } })
    .returning({ value: counters.value });
  const sequence = String(row?.value ?? 1).padStart(4, '0');
  return `Q-${day.replaceAll('-', '')}-${sequence}`;
}
