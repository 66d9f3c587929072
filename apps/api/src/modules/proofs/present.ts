// A proof version as both sides read it; the image address depends on who reads (member or staff).
import { canAnswerProof, type OrderProofs, type ProofVersion } from '@shop/domain/proofs';
import { statusOf } from '../orders/purchase-rules.ts';
import type { OrderRow } from '../orders/queries.ts';
import type { ProofRow } from './queries.ts';

export function presentProof(row: ProofRow, imageBase: string): ProofVersion {
  return {
    version: row.version,
    sentAt: row.sentAt.toISOString(),
    note: row.note,
    answer: row.answer,
    answerMessage: row.answerMessage,
    answeredAt: row.answeredAt?.toISOString() ?? null,
    imageUrl: `${imageBase}/${row.version}/image`,
  };
}

export function presentOrderProofs(
  order: OrderRow,
  priorConsent: boolean,
  rows: ProofRow[],
  imageBase: string,
): OrderProofs {
  const latest = rows.at(-1);
  const status = statusOf(order.status);
  const open =
    latest && canAnswerProof(status, { isLatest: true, answer: latest.answer }) ? latest.version : null;
  return {
    orderId: order.orderId,
    status: order.status,
    priorConsent,
    answerable: open,
    proofs: rows.map((row) => presentProof(row, imageBase)),
  };
}
