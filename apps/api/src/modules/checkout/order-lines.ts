// What the checkout reads back from a stored purchase: the address snapshot and the product facts of
// each order line (orders.options keeps the price detail, product name and option names included).
import { addressedTo } from '@shop/domain/messages';
import { z } from 'zod';
import { safeString } from '@shop/domain/validation';
import { addressLineFields } from '@shop/domain/answers';
import { formatPostalCode } from '@shop/domain/format';
import { prefectureLabel } from '@shop/domain/prefectures';
import type { orders, purchases } from '../../db/schema.ts';

export type PurchaseRow = typeof purchases.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;

/** A copy of an address as it was at purchase: later edits of the address book do not change it. */
export const addressSnapshotSchema = z.object({
  /** The address book entry it came from; null for the member's registered address. */
  addressBookId: z.number().int().nullable(),
  postalCode: z.number().int(),
  addressLevel1: safeString(),
  ...addressLineFields,
});
export type AddressSnapshot = z.output<typeof addressSnapshotSchema>;

const lineFactsSchema = z.looseObject({
  product: z
    .looseObject({ name: z._default(safeString(), ''), nameDetail: z._default(safeString(), '') })
    .optional(),
  sizeName: z._default(safeString(), ''),
});

const itemFactsSchema = z.looseObject({ productType: z._default(safeString(), '') });

export interface LineFacts {
  productName: string;
  productDetail: string;
  productType: string;
  sizeName: string;
}

/** Read leniently: a line stored by an older version still shows. */
export function lineFacts(order: Pick<OrderRow, 'options' | 'item'>): LineFacts {
  const parsed = lineFactsSchema.safeParse(order.options);
  const facts = parsed.success ? parsed.data : { product: undefined, sizeName: '' };
  const item = itemFactsSchema.safeParse(order.item);
  return {
    productName: facts.product?.name ?? '',
    productDetail: facts.product?.nameDetail ?? '',
    productType: item.success ? item.data.productType : '',
    sizeName: facts.sizeName,
  };
}

export function readAddress(value: unknown): AddressSnapshot | null {
  const parsed = addressSnapshotSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** 〒100-0001 東京都千代田区千代田1-1 ビル3階 / 株式会社… / 山田 太郎 様 / TEL */
export function addressLines(address: AddressSnapshot): string[] {
  const lines = [
    `${formatPostalCode(address.postalCode, { mark: true })} ${prefectureLabel(address.addressLevel1)}${address.addressLevel2}${address.addressLine1}`,
  ];
  if (address.addressLine2) lines.push(address.addressLine2);
  if (address.organization) lines.push(address.organization);
  lines.push(addressedTo([address.familyName, address.givenName].filter(Boolean).join(' ')));
  lines.push(`TEL：${address.tel}`);
  return lines;
}
