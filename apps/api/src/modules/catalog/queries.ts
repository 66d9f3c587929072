import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { products } from '../../db/schema.ts';

export const listActiveProducts = (db: Database) =>
  db
    .select()
    .from(products)
    .where(eq(products.active, true))
    .orderBy(asc(products.sortOrder), asc(products.id));

export const findProduct = async (db: Database, id: number) =>
  (await db.select().from(products).where(eq(products.id, id)).limit(1))[0];
