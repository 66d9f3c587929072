import { desc, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { news } from '../../db/schema.ts';

/** Published news, newest first. */
export const listPublishedNews = (db: Database, now: Date, limit = 20) =>
  db.select().from(news).where(lte(news.publishedAt, now)).orderBy(desc(news.publishedAt)).limit(limit);
