// 請求書 as a qualified invoice (適格請求書, 消費税法第57条の4): issuer and registration number,
// transaction dates, what was sold, totals and tax per rate, addressee. Issued from My page for
// a purchase (issue 8). Decision: docs/decisions/0303-invoice-and-receipt.md.
import type { Addressee } from './addressee.ts';
import {
  formatAmount,
  formatDocumentDate,
  formatHeadlineAmount,
  formatQuantity,
  formatUnitPrice,
} from './document-format.ts';
import {
  RIGHT_BLOCK_LEFT,
  continuationHeader,
  drawAddressee,
  drawHeadlineAmount,
  drawLabelledRows,
  drawMetaRows,
  drawNotes,
  drawShopBlock,
  drawTitle,
  ratesOrTen,
} from './document-parts.ts';
import {
  CONTENT_LEFT,
  CONTENT_RIGHT,
  CONTENT_WIDTH,
  HEADER_FILL,
  MUTED,
  PdfWriter,
  type Cell,
  type Column,
} from './pdf-writer.ts';
import { shopOf, type RenderOptions } from './render-options.ts';
import type { BankAccountAnswer } from '@shop/domain/answers';
import { assertShopProfile } from './shop-profile.ts';
import { summarizeTax, type DocumentTotals, type TaxRatePercent } from './tax-summary.ts';

export interface InvoiceLine {
  /** 取引日: the day this line was sold (the order's date). */
  date: Date;
  name: string;
  /** A few short lines (size, material), printed under the name. */
  specification?: string;
  quantity: number;
  /** '枚' unless told. */
  unit?: string;
  /** Tax-included integer yen; negative for a discount (クーポン値引き). */
  amount: number;
  taxRatePercent?: TaxRatePercent;
}

/** Either still to be paid by transfer, or already paid (card, cash on delivery, points). */
export type InvoicePayment =
  | {
      kind: 'bank-transfer';
      dueDate: Date;
      /** '銀行振込（バーチャル口座）'; 銀行振込 unless told. */
      method?: string;
      /** Where to pay: the order's own account (virtual account); the shop's unless told. */
      account?: BankAccountAnswer | null;
      /** 振込名義 to write before the name (the purchase number); none for an order's own account. */
      transferName?: string;
    }
  | { kind: 'paid'; /** 'クレジットカード' */ method: string; paidAt?: Date };

export interface InvoiceData {
  invoiceNumber: string;
  issueDate: Date;
  to: Addressee;
  lines: readonly InvoiceLine[];
  payment: InvoicePayment;
  /** ご注文番号 (the purchase number). */
  orderReference?: string;
  notes?: string;
}

const TITLE = '請求書';

const columns: Column[] = [
  { header: '取引日', width: 78, align: 'center' },
  { header: '品名・仕様', width: 195, align: 'left' },
  { header: '数量', width: 58, align: 'right' },
  { header: '単価（税込）', width: 80, align: 'right' },
  { header: '金額（税込）', width: CONTENT_WIDTH - 78 - 195 - 58 - 80, align: 'right' },
];

const rateColumns: Column[] = [
  { header: '税率区分', width: 92, align: 'center' },
  { header: '対象金額（税抜）', width: 92, align: 'right' },
  { header: '消費税額', width: 80, align: 'right' },
  { header: '合計（税込）', width: 96, align: 'right' },
];
const RATE_TABLE_WIDTH = rateColumns.reduce((sum, column) => sum + column.width, 0);

/** The invoice as PDF bytes (A4, embedded font). Throws only on amounts that are not integer yen. */
export async function renderInvoice(data: InvoiceData, options: RenderOptions = {}): Promise<Buffer> {
  const shop = shopOf(options);
  assertShopProfile(shop);
  const totals = summarizeTax(data.lines);
  const writer = new PdfWriter({
    title: `${TITLE} ${data.invoiceNumber}`,
    author: shop.name,
    date: data.issueDate,
  });
  writer.continuationHeader = continuationHeader(TITLE, `請求番号 ${data.invoiceNumber}`, shop.name);

  const top = drawTitle(writer, TITLE, 40, '適格請求書');
  drawMetaRows(
    writer,
    [
      ['請求番号', data.invoiceNumber],
      ['発行日', formatDocumentDate(data.issueDate)],
      ...(data.orderReference ? [['ご注文番号', data.orderReference] as const] : []),
    ],
    top,
  );
  const leftWidth = RIGHT_BLOCK_LEFT - CONTENT_LEFT - 24;
  let leftY = drawAddressee(writer, data.to, { y: top + 34, width: leftWidth, size: 15 });
  writer.text('下記のとおりご請求申し上げます。', CONTENT_LEFT, leftY + 4, leftWidth, { size: 9 });
  leftY = drawHeadlineAmount(
    writer,
    'ご請求金額',
    formatHeadlineAmount(totals.totalWithTax),
    leftY + 22,
    leftWidth,
  );
  leftY = drawLabelledRows(writer, paymentRows(data.payment), leftY + 8, leftWidth);
  const rightY = drawShopBlock(writer, shop, top + 54);
  writer.y = Math.max(leftY, rightY) + 18;

  writer.table(
    columns,
    data.lines.map((line) => [
      { text: formatDocumentDate(line.date) },
      { text: line.name, bold: true, detail: line.specification },
      { text: formatQuantity(line.quantity, line.unit ?? '枚') },
      { text: formatUnitPrice(line.amount, line.quantity) },
      { text: formatAmount(line.amount) },
    ]),
  );
  writer.y += 10;
  drawRateTable(writer, totals);
  writer.y += 14;
  if (data.payment.kind === 'bank-transfer') {
    const account = data.payment.account === undefined ? shop.bankAccount : data.payment.account;
    if (account) drawBankAccount(writer, account, data.payment.transferName ?? '');
  }
  drawNotes(writer, '備考', data.notes);
  return writer.finish();
}

function paymentRows(payment: InvoicePayment): [string, string][] {
  if (payment.kind === 'bank-transfer') {
    return [
      ['お支払期限', formatDocumentDate(payment.dueDate)],
      ['お支払い方法', payment.method ?? '銀行振込'],
    ];
  }
  const paid = payment.paidAt ? `${formatDocumentDate(payment.paidAt)} お支払い済み` : 'お支払い済み';
  return [
    ['お支払い方法', payment.method],
    ['お支払い状況', paid],
  ];
}

/** Totals and tax per rate, the part of a qualified invoice the law asks for, at the right. */
function drawRateTable(writer: PdfWriter, totals: DocumentTotals): void {
  const rows = ratesOrTen(totals).map((rate): Cell[] => [
    { text: `${rate.taxRatePercent}%対象` },
    { text: formatAmount(rate.totalWithoutTax) },
    { text: formatAmount(rate.tax) },
    { text: formatAmount(rate.totalWithTax) },
  ]);
  rows.push([
    { text: '合計', bold: true },
    { text: formatAmount(totals.totalWithoutTax), bold: true },
    { text: formatAmount(totals.tax), bold: true },
    { text: formatAmount(totals.totalWithTax), bold: true },
  ]);
  writer.ensureSpace(18 * (rows.length + 1));
  writer.table(rateColumns, rows, CONTENT_RIGHT - RATE_TABLE_WIDTH);
}

function drawBankAccount(writer: PdfWriter, bank: BankAccountAnswer, transferName: string): void {
  const height = transferName === '' ? 58 : 73;
  writer.ensureSpace(height);
  const y = writer.y;
  writer.box(CONTENT_LEFT, y, 92, height, { fill: HEADER_FILL });
  writer.box(CONTENT_LEFT + 92, y, CONTENT_WIDTH - 92, height);
  writer.text('お振込先', CONTENT_LEFT, y + height / 2 - 6, 92, { size: 9.5, bold: true, align: 'center' });
  const x = CONTENT_LEFT + 102;
  const width = CONTENT_WIDTH - 112;
  writer.text(
    `${bank.bankName} ${bank.branchName} ${bank.accountType} ${bank.accountNumber}`,
    x,
    y + 8,
    width,
    {
      size: 10,
      bold: true,
    },
  );
  writer.text(`口座名義 ${bank.accountHolder}`, x, y + 23, width, { size: 9 });
  // The shop's own account is shared by every order: staff match a transfer by this number.
  if (transferName !== '') {
    writer.text(`振込名義 お名前の前にご注文番号「${transferName}」をご入力ください`, x, y + 38, width, {
      size: 9,
    });
  }
  writer.text('※ 振込手数料はお客様のご負担にてお願いいたします。', x, y + height - 19, width, {
    size: 8,
    color: MUTED,
  });
  writer.y += height + 14;
}
