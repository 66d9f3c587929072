// 見積書: the quotation a customer downloads from the cart or from an answered estimate request
// (issues 4 and 8). Prices are tax-included (総額表示); the totals show the tax they contain.
import { QUOTATION_VALID_DAYS, quotationValidUntil } from '@shop/domain/documents';
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
  drawTotals,
  subtotalRows,
} from './document-parts.ts';
import { CONTENT_LEFT, CONTENT_WIDTH, PdfWriter, type Column } from './pdf-writer.ts';
import { shopOf, type RenderOptions } from './render-options.ts';
import { assertShopProfile } from './shop-profile.ts';
import { summarizeTax, type TaxRatePercent } from './tax-summary.ts';

export interface QuotationItem {
  /** 品名 ('ステッカー（透明）'). */
  name: string;
  /** 仕様: a few short lines (size, material, finish), printed under the name. */
  specification?: string;
  quantity: number;
  /** '枚' unless told. */
  unit?: string;
  /** The line's tax-included amount in integer yen, as the server priced it. */
  amount: number;
  taxRatePercent?: TaxRatePercent;
}

export interface QuotationData {
  quotationNumber: string;
  issueDate: Date;
  to: Addressee;
  items: readonly QuotationItem[];
  /** 件名; 'オリジナルステッカー・ラベル印刷' unless told. */
  subject?: string;
  /** How long the prices hold, in days from the issue date; 30 unless told. */
  validityDays?: number;
  notes?: string;
  /**
   * The items are alternatives (案1, 案2…, e.g. three quantities) of which the customer orders one:
   * nothing is summed into the 御見積金額 or the totals (decision 0665).
   */
  alternatives?: boolean;
}

/** Said instead of a sum when the lines are alternatives. */
export const ALTERNATIVES_HEADLINE = '下記各案のとおり';
export const ALTERNATIVES_NOTE =
  '各案は別々のお見積りです（合計金額ではありません）。金額はいずれも消費税込みです。';

export const DEFAULT_QUOTATION_SUBJECT = 'オリジナルステッカー・ラベル印刷';
export const DEFAULT_VALIDITY_DAYS = QUOTATION_VALID_DAYS;
const TITLE = '御見積書';

const columns: Column[] = [
  { header: 'No.', width: 26, align: 'center' },
  { header: '品名・仕様', width: 229, align: 'left' },
  { header: '数量', width: 66, align: 'right' },
  { header: '単価（税込）', width: 86, align: 'right' },
  { header: '金額（税込）', width: CONTENT_WIDTH - 26 - 229 - 66 - 86, align: 'right' },
];

/** The quotation as PDF bytes (A4, embedded font). Throws only on amounts that are not integer yen. */
export async function renderQuotation(data: QuotationData, options: RenderOptions = {}): Promise<Buffer> {
  const shop = shopOf(options);
  assertShopProfile(shop);
  const totals = summarizeTax(data.items);
  const writer = new PdfWriter({
    title: `${TITLE} ${data.quotationNumber}`,
    author: shop.name,
    date: data.issueDate,
  });
  writer.continuationHeader = continuationHeader(TITLE, `見積番号 ${data.quotationNumber}`, shop.name);

  const top = drawTitle(writer, TITLE, 40);
  drawMetaRows(
    writer,
    [
      ['見積番号', data.quotationNumber],
      ['発行日', formatDocumentDate(data.issueDate)],
    ],
    top,
  );
  const leftWidth = RIGHT_BLOCK_LEFT - CONTENT_LEFT - 24;
  let leftY = drawAddressee(writer, data.to, { y: top + 34, width: leftWidth, size: 15 });
  const alternatives = data.alternatives === true && data.items.length > 1;
  writer.text(
    alternatives
      ? '下記のとおり各案をお見積り申し上げます。いずれか一案をお選びください。'
      : '下記のとおりお見積り申し上げます。',
    CONTENT_LEFT,
    leftY + 4,
    leftWidth,
    { size: 9 },
  );
  leftY = drawHeadlineAmount(
    writer,
    '御見積金額',
    alternatives ? ALTERNATIVES_HEADLINE : formatHeadlineAmount(totals.totalWithTax),
    leftY + 22,
    leftWidth,
  );
  const validityDays = data.validityDays ?? DEFAULT_VALIDITY_DAYS;
  // Decision 0712: the expiry as a date, the number of days beside it.
  const validity = `${formatDocumentDate(quotationValidUntil(data.issueDate, validityDays))}まで（発行日より${validityDays}日間）`;
  leftY = drawLabelledRows(
    writer,
    [
      ['件名', data.subject ?? DEFAULT_QUOTATION_SUBJECT],
      ['有効期限', validity],
    ],
    leftY + 8,
    leftWidth,
  );
  const rightY = drawShopBlock(writer, shop, top + 40);
  writer.y = Math.max(leftY, rightY) + 18;

  writer.table(
    columns,
    data.items.map((item, index) => {
      const unit = item.unit ?? '枚';
      return [
        { text: String(index + 1) },
        { text: item.name, bold: true, detail: item.specification },
        { text: formatQuantity(item.quantity, unit) },
        { text: formatUnitPrice(item.amount, item.quantity) },
        { text: formatAmount(item.amount) },
      ];
    }),
  );
  writer.y += 10;
  if (!alternatives) drawTotals(writer, subtotalRows(totals));
  writer.y += 14;
  const notes = alternatives ? [ALTERNATIVES_NOTE, data.notes].filter(Boolean).join('\n') : data.notes;
  drawNotes(writer, '備考', notes);
  return writer.finish();
}
