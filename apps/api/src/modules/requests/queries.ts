import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { contactMessages, estimateRequests, products, sampleRequests, uploads } from '../../db/schema.ts';

/** The products a sample can be sent of: on sale, and not the estimate pseudo-product. */
export const findSampleProducts = (db: Database, ids: readonly number[]) =>
  db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(
      and(inArray(products.id, [...ids]), eq(products.active, true), ne(products.productType, 'estimate')),
    );

interface Submission {
  userId: number | null;
  ip: string;
  createdAt: Date;
}

async function insertedId(rows: Promise<{ id: number }[]>): Promise<number> {
  const [row] = await rows;
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export const insertSampleRequest = (
  tx: Transaction,
  values: Submission & { samples: { id: number; name: string }[]; form: unknown },
) => insertedId(tx.insert(sampleRequests).values(values).returning({ id: sampleRequests.id }));

export const insertEstimateRequest = (tx: Transaction, values: Submission & { form: unknown }) =>
  insertedId(tx.insert(estimateRequests).values(values).returning({ id: estimateRequests.id }));

export const insertContactMessage = (tx: Transaction, values: Submission & { form: unknown }) =>
  insertedId(tx.insert(contactMessages).values(values).returning({ id: contactMessages.id }));

export interface RequestFileRow {
  estimateRequestId: number;
  userId: number | null;
  storageKey: string;
  originalName: string;
  mimeType: string;
  byteSize: number;
  /** Decision 0613: never served inline. */
  activeContent: boolean;
  createdAt: Date;
}

export const insertRequestFiles = async (tx: Transaction, rows: readonly RequestFileRow[]) => {
  if (rows.length === 0) return;
  await tx.insert(uploads).values(rows.map((row) => ({ ...row, updatedAt: row.createdAt })));
};
