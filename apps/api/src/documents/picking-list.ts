// The picking list PDF (decision 0743): the day's parcels, each with its orders in full
// specification and a box to tick, for the packing bench. Drawn like the shop's other documents.
import { formatJapaneseDay } from '@shop/domain/calendar';
import type { PickingList } from '@shop/domain/shipping';
import { continuationHeader, drawTitle } from './document-parts.ts';
import { CONTENT_LEFT, CONTENT_WIDTH, PdfWriter } from './pdf-writer.ts';
import { shopOf, type RenderOptions } from './render-options.ts';

const TITLE = 'ピッキングリスト';

export async function renderPickingList(list: PickingList, printedAt: Date, options: RenderOptions = {}) {
  const shop = shopOf(options);
  const day = formatJapaneseDay(list.day);
  const writer = new PdfWriter({ title: `${TITLE} ${list.day}`, author: shop.name, date: printedAt });
  writer.continuationHeader = continuationHeader(TITLE, `${day}発送分`, shop.name);
  const top = drawTitle(writer, TITLE, 40, `${day}発送分`);
  writer.text(
    `荷物 ${list.parcels.length}個、ご注文 ${list.orderCount}件`,
    CONTENT_LEFT,
    top,
    CONTENT_WIDTH,
    { size: 10 },
  );
  writer.y = top + 22;
  if (list.parcels.length === 0) {
    writer.text('この日に発送する荷物はありません。', CONTENT_LEFT, writer.y, CONTENT_WIDTH, { size: 11 });
    return writer.finish();
  }
  const columns = [
    { header: '確認', width: 34, align: 'center' as const },
    { header: '明細番号', width: 96, align: 'left' as const },
    { header: '商品・仕様', width: CONTENT_WIDTH - 34 - 96 - 70 - 70, align: 'left' as const },
    { header: 'サイズ', width: 70, align: 'left' as const },
    { header: '数量', width: 70, align: 'right' as const },
  ];
  for (const parcel of list.parcels) {
    writer.ensureSpace(60);
    const heading = [
      `ご注文 ${parcel.purchaseId}`,
      `${parcel.addressee} 様（${parcel.prefecture}）`,
      `配達時間 ${parcel.deliveryTimeLabel}`,
      ...(parcel.cashOnDelivery ? ['代金引換'] : []),
    ].join('  ');
    writer.text(heading, CONTENT_LEFT, writer.y + 6, CONTENT_WIDTH, { size: 10, bold: true });
    writer.y += 22;
    writer.table(
      columns,
      parcel.orders.map((order) => [
        { text: '□' },
        { text: order.orderId },
        { text: order.productName, detail: order.lines.join('\n') },
        { text: order.sizeLabel },
        { text: order.quantityLabel },
      ]),
    );
    writer.y += 8;
  }
  return writer.finish();
}
