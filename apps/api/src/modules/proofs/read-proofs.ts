// Reading an order's proofs: the member reads only their own orders' (404 otherwise), staff any.
import { eq } from 'drizzle-orm';
import type { OrderProofs } from '@shop/domain/proofs';
import type { Database } from '../../db/client.ts';
import { orders, purchases } from '../../db/schema.ts';
import { notFound } from '../../lib/http-error.ts';
import type { OrderRow } from '../orders/queries.ts';
import { findOwnedOrder } from '../uploads/queries.ts';
import { proofMessages } from './messages.ts';
import { presentOrderProofs } from './present.ts';
import { proofsOfOrder, proofVersionOf, type ProofRow } from './queries.ts';
import type { FileStore } from '../../lib/file-store/file-store.ts';

export const memberProofBase = (orderId: string) => `/api/v2/orders/${orderId}/proofs`;
export const staffProofBase = (orderId: string) => `/api/admin/orders/${orderId}/proofs`;

async function priorConsentOf(db: Database, order: OrderRow): Promise<boolean> {
  const [row] = await db
    .select({ priorConsent: purchases.priorConsent })
    .from(purchases)
    .where(eq(purchases.purchaseId, order.purchaseId))
    .limit(1);
  return row?.priorConsent ?? false;
}

async function ownedOrder(db: Database, userId: number, orderId: string): Promise<OrderRow> {
  const order = await findOwnedOrder(db, userId, orderId);
  if (!order) throw notFound(proofMessages.orderNotFound);
  return order;
}

async function anyOrder(db: Database, orderId: string): Promise<OrderRow> {
  const [order] = await db.select().from(orders).where(eq(orders.orderId, orderId)).limit(1);
  if (!order) throw notFound(proofMessages.orderNotFound);
  return order;
}

export async function memberProofsOf(db: Database, userId: number, orderId: string): Promise<OrderProofs> {
  const order = await ownedOrder(db, userId, orderId);
  const rows = await proofsOfOrder(db, order.id);
  return presentOrderProofs(order, await priorConsentOf(db, order), rows, memberProofBase(order.orderId));
}

export async function staffProofsOf(db: Database, orderId: string): Promise<OrderProofs> {
  const order = await anyOrder(db, orderId);
  const rows = await proofsOfOrder(db, order.id);
  return presentOrderProofs(order, await priorConsentOf(db, order), rows, staffProofBase(order.orderId));
}

export interface ProofImage {
  bytes: Buffer;
  mimeType: string;
}

async function imageOf(db: Database, store: FileStore, order: OrderRow, version: number) {
  const proof: ProofRow | null = await proofVersionOf(db, order.id, version);
  if (!proof) throw notFound(proofMessages.proofNotFound);
  return { bytes: await store.read(proof.storageKey), mimeType: proof.mimeType };
}

export async function memberProofImage(
  db: Database,
  store: FileStore,
  userId: number,
  orderId: string,
  version: number,
): Promise<ProofImage> {
  return imageOf(db, store, await ownedOrder(db, userId, orderId), version);
}

export async function staffProofImage(
  db: Database,
  store: FileStore,
  orderId: string,
  version: number,
): Promise<ProofImage> {
  return imageOf(db, store, await anyOrder(db, orderId), version);
}
