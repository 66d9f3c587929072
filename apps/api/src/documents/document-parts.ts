// The pieces every document shares: title, number and date, addressee, the shop as issuer,
// the totals box and the notes. Positions follow the usual Japanese layout: title centred,
// addressee top left, issuer and registration number top right, figures below.
import { addresseeParts, type Addressee } from './addressee.ts';
import { formatAmount } from './document-format.ts';
import {
  CONTENT_LEFT,
  CONTENT_RIGHT,
  CONTENT_WIDTH,
  HEADER_FILL,
  MUTED,
  type PdfWriter,
} from './pdf-writer.ts';
import type { ShopProfile } from './shop-profile.ts';
import type { DocumentTotals, RateTotal } from './tax-summary.ts';

export const RIGHT_BLOCK_WIDTH = 200;
export const RIGHT_BLOCK_LEFT = CONTENT_RIGHT - RIGHT_BLOCK_WIDTH;

/** The title centred over a double rule, with a small subtitle under it; returns the y under them. */
export function drawTitle(writer: PdfWriter, title: string, y: number, subtitle?: string): number {
  writer.text(title, CONTENT_LEFT, y, CONTENT_WIDTH, {
    size: 20,
    bold: true,
    align: 'center',
    characterSpacing: 10,
  });
  const ruleY = y + 30;
  const half = 110;
  const middle = CONTENT_LEFT + CONTENT_WIDTH / 2;
  writer.hline(middle - half, middle + half, ruleY, 1.2);
  writer.hline(middle - half, middle + half, ruleY + 2.5, 0.5);
  if (subtitle === undefined) return ruleY + 12;
  writer.text(subtitle, CONTENT_LEFT, ruleY + 7, CONTENT_WIDTH, { size: 8.5, color: MUTED, align: 'center' });
  return ruleY + 22;
}

const STAMP_RED = '#c0392b';

/** A red framed mark at the top right ('再発行'), as a shop stamps a copy. */
export function drawStampMark(writer: PdfWriter, label: string, y: number): void {
  const width = 64;
  const height = 24;
  const x = CONTENT_RIGHT - width;
  writer.box(x, y, width, height, { lineWidth: 1.4, color: STAMP_RED });
  writer.text(label, x, y + 5, width, { size: 12, bold: true, color: STAMP_RED, align: 'center' });
}

/** Label and value pairs, right-aligned at the top right (番号, 発行日); returns the y under them. */
export function drawMetaRows(
  writer: PdfWriter,
  rows: readonly (readonly [string, string])[],
  y: number,
): number {
  let rowY = y;
  for (const [label, value] of rows) {
    writer.text(label, RIGHT_BLOCK_LEFT, rowY, 70, { size: 9, color: MUTED });
    writer.text(value, RIGHT_BLOCK_LEFT + 70, rowY, RIGHT_BLOCK_WIDTH - 70, { size: 9, align: 'right' });
    rowY += 14;
  }
  return rowY;
}

/**
 * The addressee, large and underlined, as Japanese documents open. A name too long for the line
 * is shrunk or cut, never its honorific. Returns the y under the rule.
 */
export function drawAddressee(
  writer: PdfWriter,
  addressee: Addressee,
  placement: { y: number; width: number; size: number; blankName?: string },
): number {
  const { y, width, size } = placement;
  const { name, honorific } = addresseeParts(addressee, placement.blankName);
  const style = { size, bold: true };
  const gap = writer.width(' ', style);
  const honorificWidth = honorific ? gap + writer.width(honorific, style) : 0;
  const nameMax = width - honorificWidth;
  writer.text(name, CONTENT_LEFT, y, nameMax, style);
  if (honorific) {
    const nameWidth = Math.min(writer.width(name, style), nameMax);
    writer.text(honorific, CONTENT_LEFT + nameWidth + gap, y, honorificWidth, style);
  }
  const ruleY = y + size * 1.45;
  writer.hline(CONTENT_LEFT, CONTENT_LEFT + width, ruleY, 0.8);
  return ruleY + 8;
}

/** The issuer with its registration number; returns the y under it. */
export function drawShopBlock(writer: PdfWriter, shop: ShopProfile, y: number): number {
  const x = RIGHT_BLOCK_LEFT;
  const width = RIGHT_BLOCK_WIDTH;
  let rowY = y;
  writer.text(shop.name, x, rowY, width, { size: 12, bold: true });
  rowY += 18;
  const lines = [
    `〒${shop.postalCode}`,
    shop.address,
    `TEL ${shop.tel}`,
    shop.email,
    `登録番号 ${shop.registrationNumber}`,
  ];
  for (const line of lines) {
    writer.text(line, x, rowY, width, { size: 8.5 });
    rowY += 12.5;
  }
  return rowY;
}

/** The amount the document is about, boxed (御見積金額 ¥12,345-（税込）); returns the y under it. */
export function drawHeadlineAmount(
  writer: PdfWriter,
  label: string,
  amount: string,
  y: number,
  width: number,
): number {
  const height = 34;
  writer.box(CONTENT_LEFT, y, 92, height, { fill: HEADER_FILL, lineWidth: 0.8 });
  writer.box(CONTENT_LEFT + 92, y, width - 92, height, { lineWidth: 0.8 });
  writer.text(label, CONTENT_LEFT, y + 11, 92, { size: 11, bold: true, align: 'center' });
  writer.text(amount, CONTENT_LEFT + 100, y + 7, width - 150, { size: 18, bold: true, align: 'right' });
  writer.text('（税込）', CONTENT_LEFT + width - 50, y + 13, 46, { size: 9, align: 'right' });
  return y + height;
}

/** Label and value rows over thin rules, under the headline amount (件名, 有効期限); returns the y under them. */
export function drawLabelledRows(
  writer: PdfWriter,
  rows: readonly (readonly [string, string])[],
  y: number,
  width: number,
): number {
  let rowY = y;
  for (const [label, value] of rows) {
    writer.text(label, CONTENT_LEFT, rowY, 64, { size: 9, color: MUTED });
    writer.text(value, CONTENT_LEFT + 64, rowY, width - 64, { size: 9 });
    writer.hline(CONTENT_LEFT, CONTENT_LEFT + width, rowY + 14, 0.4);
    rowY += 19;
  }
  return rowY;
}

export type TotalsRow = readonly [label: string, value: string, strong?: boolean];

const TOTALS_WIDTH = 250;
const TOTALS_LABEL_WIDTH = 130;
const TOTALS_ROW_HEIGHT = 19;

/** A two-column ruled box at the right (小計, 消費税, 合計); moves the cursor under it. */
export function drawTotals(writer: PdfWriter, rows: readonly TotalsRow[]): void {
  writer.ensureSpace(rows.length * TOTALS_ROW_HEIGHT);
  const x = CONTENT_RIGHT - TOTALS_WIDTH;
  for (const [label, value, strong] of rows) {
    writer.box(x, writer.y, TOTALS_LABEL_WIDTH, TOTALS_ROW_HEIGHT, { fill: HEADER_FILL });
    writer.box(x + TOTALS_LABEL_WIDTH, writer.y, TOTALS_WIDTH - TOTALS_LABEL_WIDTH, TOTALS_ROW_HEIGHT);
    const size = strong ? 10.5 : 9;
    const textY = writer.y + (TOTALS_ROW_HEIGHT - size * 1.25) / 2 + 1;
    writer.text(label, x + 6, textY, TOTALS_LABEL_WIDTH - 12, { size, bold: strong });
    writer.text(value, x + TOTALS_LABEL_WIDTH + 6, textY, TOTALS_WIDTH - TOTALS_LABEL_WIDTH - 12, {
      size,
      bold: strong,
      align: 'right',
    });
    writer.y += TOTALS_ROW_HEIGHT;
  }
}

/** 小計（税抜）, 消費税 per rate, 合計（税込）: the quotation's totals. */
export function subtotalRows(totals: DocumentTotals): TotalsRow[] {
  return [
    ['小計（税抜）', formatAmount(totals.totalWithoutTax)],
    ...ratesOrTen(totals).map((rate): TotalsRow => [
      `消費税（${rate.taxRatePercent}%）`,
      formatAmount(rate.tax),
    ]),
    ['合計（税込）', formatAmount(totals.totalWithTax), true],
  ];
}

/** Every rate that occurs, or 10% at zero for a document without lines. */
export function ratesOrTen(totals: DocumentTotals): RateTotal[] {
  return totals.byRate.length > 0
    ? totals.byRate
    : [{ taxRatePercent: 10, totalWithTax: 0, tax: 0, totalWithoutTax: 0 }];
}

const NOTES_MAX_HEIGHT = 220;

/** A ruled box headed by `label` (備考) holding free text; nothing when the text is blank. */
export function drawNotes(writer: PdfWriter, label: string, notes: string | undefined): void {
  if (!notes || writer.printable(notes, true).trim().length === 0) return;
  const width = CONTENT_WIDTH;
  const textHeight = writer.measure(notes, width - 12, {
    multiline: true,
    size: 8.5,
    maxHeight: NOTES_MAX_HEIGHT,
  });
  const height = 18 + textHeight + 10;
  writer.ensureSpace(height);
  writer.box(CONTENT_LEFT, writer.y, width, 18, { fill: HEADER_FILL });
  writer.text(label, CONTENT_LEFT + 6, writer.y + 4.5, width - 12, { size: 8.5, bold: true });
  writer.box(CONTENT_LEFT, writer.y + 18, width, height - 18);
  writer.text(notes, CONTENT_LEFT + 6, writer.y + 23, width - 12, {
    multiline: true,
    size: 8.5,
    maxHeight: NOTES_MAX_HEIGHT,
  });
  writer.y += height;
}

/** The small heading of a continued page: title and number left, issuer right. */
export function continuationHeader(title: string, numberLine: string, shopName: string) {
  return (writer: PdfWriter): number => {
    const y = 40;
    writer.text(`${title}（続き）`, CONTENT_LEFT, y, 200, { size: 11, bold: true });
    writer.text(numberLine, CONTENT_LEFT + 200, y + 2, 150, { size: 8.5, color: MUTED });
    writer.text(shopName, RIGHT_BLOCK_LEFT, y + 2, RIGHT_BLOCK_WIDTH, { size: 8.5, align: 'right' });
    writer.hline(CONTENT_LEFT, CONTENT_RIGHT, y + 20, 0.8);
    return y + 32;
  };
}
