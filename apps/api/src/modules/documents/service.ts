// POST /issue-invoice and /issue-receipt (decision 0365): the PDF is rendered once, stored as
// issued, and recorded; the answer names a URL the member downloads it from. A receipt issued
// again for the same purchase says 再発行, so two originals never circulate for one payment.
import { documentTexts } from '@shop/domain/messages';
import { receiptNotes } from '@shop/domain/documents';
import { and, count, desc, eq } from 'drizzle-orm';
import { paymentMethodLabel } from '@shop/domain/checkout';
import type { Database } from '../../db/client.ts';
import { issuedDocuments, payments } from '../../db/schema.ts';
import { parseAddressee } from '../../documents/addressee.ts';
import { renderInvoice } from '../../documents/invoice.ts';
import { renderReceipt } from '../../documents/receipt.ts';
import { notFound, unprocessable } from '../../lib/http-error.ts';
import { myPageMessages } from '../orders/messages.ts';
import type { BankTransfer } from '@shop/domain/answers';
import { formatYen } from '@shop/domain/format';
import { isPaid, toOrder } from '../orders/present.ts';
import { isCancelling } from '../orders/purchase-rules.ts';
import { findPurchaseRow, ordersWithProducts, type PurchaseRow } from '../orders/queries.ts';
import type { FileStore } from '../../lib/file-store/file-store.ts';
import { invoiceLines, linesTotal } from './lines.ts';
import { documentMessages, documentNotes } from './messages.ts';
import { owedTransferOf } from './owed-transfer.ts';
import type { IssueBody } from './schemas.ts';

export type DocumentKind = 'invoice' | 'receipt';

export interface IssuedDocument {
  url: string;
  fileName: string;
  documentNumber: string;
  reissue: boolean;
}

const NAMES: Record<DocumentKind, { title: string; prefix: string; ascii: string }> = {
  invoice: { title: documentTexts.invoiceTitle, prefix: 'INV', ascii: 'invoice' },
  receipt: { title: documentTexts.receiptTitle, prefix: 'R', ascii: 'receipt' },
};

function refuse(message: string) {
  return unprocessable({ purchase_id: message }, message);
}

function assertIssuable(
  purchase: PurchaseRow,
  kind: DocumentKind,
  owed: BankTransfer | null,
  liveOrders: number,
): void {
  if (purchase.paymentStatus === 'refunded') throw refuse(documentMessages.refunded);
  // An unpaid order cancelled (a transfer expired) is told so, not asked to pay.
  if (liveOrders === 0) throw refuse(documentMessages.cancelled);
  // 請求書 while a transfer is owed (decisions 0820, 0753); 領収書 only once paid.
  if (kind === 'invoice' && owed) return;
  if (!isPaid(purchase)) {
    throw refuse(
      purchase.paymentMethod === 'onDelivery' ? documentMessages.notPaidOnDelivery : documentMessages.notPaid,
    );
  }
}

async function paidAt(db: Database, purchaseId: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ updatedAt: payments.updatedAt })
    .from(payments)
    .where(and(eq(payments.purchaseId, purchaseId), eq(payments.status, 'paid')))
    .orderBy(desc(payments.updatedAt))
    .limit(1);
  return row?.updatedAt;
}

export async function issueDocument(
  db: Database,
  store: FileStore,
  userId: number,
  kind: DocumentKind,
  body: IssueBody,
  now: Date,
): Promise<IssuedDocument> {
  const purchase = await findPurchaseRow(db, userId, body.purchase_id);
  if (!purchase) throw notFound(myPageMessages.purchaseNotFound);
  const owed = kind === 'invoice' ? await owedTransferOf(db, purchase) : null;
  const live = (await ordersWithProducts(db, { purchaseIds: [purchase.purchaseId] }))
    .filter((row) => !isCancelling(row.order.status))
    .sort((a, b) => a.order.id - b.order.id)
    .map((row) => toOrder(row));
  assertIssuable(purchase, kind, owed, live.length);
  const lines = invoiceLines(purchase, live);
  const amount = linesTotal(lines);
  if (amount < 0) throw refuse(documentMessages.contactUs);
  if (kind === 'receipt' && amount === 0) throw refuse(documentMessages.nothingPaid);

  const names = NAMES[kind];
  const documentNumber = `${names.prefix}-${purchase.purchaseId}`;
  const to = parseAddressee(body.to);
  const method = paymentMethodLabel(purchase.paymentMethod) || purchase.paymentMethod;
  const paymentDate = await paidAt(db, purchase.purchaseId);

  return db.transaction(async (tx) => {
    // Counted inside the transaction that records the new one: two quick clicks still give one
    // original and one 再発行 on PostgreSQL, where the purchase row lock orders them.
    await findPurchaseRow(tx, userId, purchase.purchaseId, { lock: true });
    const [issued] = await tx
      .select({ n: count() })
      .from(issuedDocuments)
      .where(and(eq(issuedDocuments.purchaseId, purchase.purchaseId), eq(issuedDocuments.kind, kind)));
    const reissue = kind === 'receipt' && (issued?.n ?? 0) > 0;
    const pdf =
      kind === 'invoice'
        ? await renderInvoice({
            invoiceNumber: documentNumber,
            issueDate: now,
            to,
            lines,
            payment: owed
              ? {
                  kind: 'bank-transfer',
                  dueDate: new Date(`${owed.dueDate}T00:00:00+09:00`),
                  method,
                  account: owed.account,
                  transferName: owed.transferName,
                }
              : { kind: 'paid', method, ...(paymentDate ? { paidAt: paymentDate } : {}) },
            orderReference: purchase.purchaseId,
            ...(owed?.state === 'short'
              ? { notes: documentNotes.shortTransfer(formatYen(owed.received), formatYen(owed.difference)) }
              : {}),
          })
        : await renderReceipt({
            receiptNumber: documentNumber,
            issueDate: now,
            to,
            amount,
            paymentMethod: method,
            ...(paymentDate ? { paymentDate } : {}),
            orderReference: purchase.purchaseId,
            reissue,
            notes: receiptNotes(amount, purchase.paymentMethod),
          });
    const storageKey = await store.put('documents', pdf);
    const fileName = `${names.title}_${purchase.purchaseId}${reissue ? documentTexts.reissueSuffix : ''}.pdf`;
    try {
      const [row] = await tx
        .insert(issuedDocuments)
        .values({
          kind,
          documentNumber,
          purchaseId: purchase.purchaseId,
          userId,
          addressee: body.to,
          amount,
          reissue,
          storageKey,
          fileName,
          createdAt: now,
        })
        .returning({ id: issuedDocuments.id });
      return { url: `/api/v2/issued-documents/${row!.id}`, fileName, documentNumber, reissue };
    } catch (error) {
      await store.remove(storageKey);
      throw error;
    }
  });
}

/** An issued document's bytes, for the member who issued it; 404 for anyone else. */
export async function readIssuedDocument(
  db: Database,
  store: FileStore,
  userId: number,
  id: number,
): Promise<{ bytes: Buffer; fileName: string; kind: DocumentKind }> {
  const [row] = await db
    .select()
    .from(issuedDocuments)
    .where(and(eq(issuedDocuments.id, id), eq(issuedDocuments.userId, userId)))
    .limit(1);
  if (!row) throw notFound(documentMessages.documentNotFound);
  return { bytes: await store.read(row.storageKey), fileName: row.fileName, kind: row.kind };
}

/** Content-Disposition for a download with a Japanese file name (RFC 6266 / 5987), ASCII fallback first. */
export function attachmentHeader(fileName: string, kind: DocumentKind): string {
  const fallback = fileName.replace(/[^\x20-\x7E]+/g, '').replace(/["\\]/g, '') || `${NAMES[kind].ascii}.pdf`;
  const ascii = /^[_-]*\d/.test(fallback) ? `${NAMES[kind].ascii}${fallback}` : fallback;
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
