// 領収書 for a paid purchase (issue 8): addressee, amount, 但し書き, tax contained per rate,
// payment method, issuer and registration number, so it also serves as a simplified qualified
// invoice. A reissued receipt says 再発行, so two originals never circulate for one payment.
// Decision: docs/decisions/0303-invoice-and-receipt.md.
import type { Addressee } from './addressee.ts';
import { formatAmount, formatDocumentDate, formatHeadlineAmount } from './document-format.ts';
import {
  continuationHeader,
  drawAddressee,
  drawMetaRows,
  drawShopBlock,
  drawStampMark,
  drawTitle,
  ratesOrTen,
} from './document-parts.ts';
import { CONTENT_LEFT, CONTENT_WIDTH, HEADER_FILL, PdfWriter } from './pdf-writer.ts';
import { shopOf, type RenderOptions } from './render-options.ts';
import { assertShopProfile } from './shop-profile.ts';
import { summarizeTax, type TaxRatePercent } from './tax-summary.ts';

export interface ReceiptData {
  receiptNumber: string;
  issueDate: Date;
  /** A blank name prints as 上様, as shops write a receipt without a name. */
  to: Addressee;
  /** The tax-included amount received, integer yen. */
  amount: number;
  /** 10 unless told. */
  taxRatePercent?: TaxRatePercent;
  /** 但し書き without 但し and として: 'ステッカー印刷代' (the default). */
  purpose?: string;
  /** How it was paid ('クレジットカード'). */
  paymentMethod: string;
  /** The day the payment was received, when it differs from the issue date. */
  paymentDate?: Date;
  /** ご注文番号 (the purchase number). */
  orderReference?: string;
  /** A receipt issued again for the same payment. */
  reissue?: boolean;
  /** Printed under the figures, one paragraph each (receiptNotes of the domain, decision 0712). */
  notes?: readonly string[];
}

export const DEFAULT_RECEIPT_PURPOSE = 'ステッカー印刷代';
const TITLE = '領収書';
const REISSUE_MARK = '再発行';

/** '但し ステッカー印刷代として'; a purpose already ending in として is not doubled. */
export function purposeLine(purpose: string | undefined): string {
  const text = (purpose ?? '')
    .trim()
    .replace(/^但し[\s\u3000]*/u, '')
    .replace(/として$/u, '')
    .trim();
  return `但し ${text.length > 0 ? text : DEFAULT_RECEIPT_PURPOSE}として`;
}

/** The receipt as PDF bytes (A4, embedded font). Throws only on an amount that is not integer yen. */
export async function renderReceipt(data: ReceiptData, options: RenderOptions = {}): Promise<Buffer> {
  const shop = shopOf(options);
  assertShopProfile(shop);
  const totals = summarizeTax([{ amount: data.amount, taxRatePercent: data.taxRatePercent }]);
  const title = data.reissue ? `${TITLE}（${REISSUE_MARK}）` : TITLE;
  const writer = new PdfWriter({
    title: `${title} ${data.receiptNumber}`,
    author: shop.name,
    date: data.issueDate,
  });
  writer.continuationHeader = continuationHeader(TITLE, `領収書番号 ${data.receiptNumber}`, shop.name);

  if (data.reissue) drawStampMark(writer, REISSUE_MARK, 40);
  const top = drawTitle(writer, TITLE, 40);
  drawMetaRows(
    writer,
    [
      ['領収書番号', data.receiptNumber],
      ['発行日', formatDocumentDate(data.issueDate)],
    ],
    top,
  );

  // The addressee across most of the width, as on a receipt pad.
  const addresseeWidth = CONTENT_WIDTH * 0.62;
  const addresseeY = top + 40;
  drawAddressee(writer, data.to, { y: addresseeY, width: addresseeWidth, size: 16, blankName: '上様' });

  // The amount, large in a heavy box, closed by a dash against alteration.
  const amountY = addresseeY + 46;
  const amountWidth = 360;
  const amountX = CONTENT_LEFT + (CONTENT_WIDTH - amountWidth) / 2;
  writer.box(amountX, amountY, amountWidth, 50, { lineWidth: 1.6, fill: '#f7f7f7' });
  writer.text('金額', amountX + 16, amountY + 17, 50, { size: 12, bold: true });
  writer.text(formatHeadlineAmount(totals.totalWithTax), amountX + 60, amountY + 9, amountWidth - 120, {
    size: 26,
    bold: true,
    align: 'center',
  });
  writer.text('（税込）', amountX + amountWidth - 60, amountY + 20, 48, { size: 9, align: 'right' });

  const purposeY = amountY + 64;
  writer.text(purposeLine(data.purpose), amountX, purposeY, amountWidth, { size: 11, align: 'center' });
  writer.text('上記正に領収いたしました。', amountX, purposeY + 20, amountWidth, {
    size: 10,
    align: 'center',
  });

  // Breakdown and payment at the left, issuer at the right.
  const lowerY = purposeY + 52;
  let leftY = lowerY;
  const labelWidth = 78;
  const valueWidth = 150;
  const rows: [string, string][] = [
    ...ratesOrTen(totals).flatMap((rate): [string, string][] => [
      [`${rate.taxRatePercent}%対象`, formatAmount(rate.totalWithTax)],
      [`内消費税（${rate.taxRatePercent}%）`, formatAmount(rate.tax)],
    ]),
    ['お支払い方法', data.paymentMethod],
    ...(data.paymentDate ? [['お支払日', formatDocumentDate(data.paymentDate)] as [string, string]] : []),
    ...(data.orderReference ? [['ご注文番号', data.orderReference] as [string, string]] : []),
  ];
  for (const [label, value] of rows) {
    writer.box(CONTENT_LEFT, leftY, labelWidth, 18, { fill: HEADER_FILL });
    writer.box(CONTENT_LEFT + labelWidth, leftY, valueWidth, 18);
    writer.text(label, CONTENT_LEFT + 5, leftY + 4.5, labelWidth - 10, { size: 8.5 });
    writer.text(value, CONTENT_LEFT + labelWidth + 5, leftY + 4.5, valueWidth - 10, {
      size: 9,
      align: 'right',
    });
    leftY += 18;
  }
  const shopBottom = drawShopBlock(writer, shop, lowerY);
  let noteY = Math.max(leftY, shopBottom) + 16;
  for (const note of data.notes ?? []) {
    noteY += writer.text(`※${note}`, CONTENT_LEFT, noteY, CONTENT_WIDTH, { size: 8.5, multiline: true }) + 4;
  }
  return writer.finish();
}
