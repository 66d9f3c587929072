// The sample catalogue, seeded at first start and safe to run again: nothing that exists is
// overwritten, so the shop's own edits survive a restart.
import { sql } from 'drizzle-orm';
import { sampleCatalogue } from '@shop/domain/catalog';
import type { Database } from '../client.ts';
import { holidays, news, products } from '../schema.ts';
import { holidaySeeds } from './holidays.ts';
import { newsSeeds } from './news.ts';

/** An arbitrary constant: instances starting together seed one after another (issue 22). */
const SEED_LOCK_KEY = 720_023;

export async function seedDatabase(db: Database, now: Date): Promise<void> {
  const year = now.getUTCFullYear();
  await db.transaction(async (tx) => {
    // Without it, two instances would both find no news and both add the sample news.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    await tx
      .insert(products)
      .values(
        sampleCatalogue.map((product, index) => ({
          id: product.id,
          name: product.name,
          nameDetail: product.nameDetail,
          productType: product.productType,
          setting: product.setting,
          sortOrder: index,
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(holidays)
      .values(holidaySeeds(year - 1, year + 3))
      .onConflictDoNothing();
    const [{ count } = { count: 0 }] = await tx.select({ count: sql<number>`count(*)::int` }).from(news);
    if (count === 0) {
      await tx
        .insert(news)
        .values(newsSeeds.map((item) => ({ ...item, publishedAt: new Date(item.publishedAt) })));
    }
  });
}
