// The day's shipments as ヤマト運輸's B2クラウド imports them (「外部データから発行」, its basic
// layout): one row per parcel, the first 42 columns of the layout in their order, a header row,
// CRLF line ends. The API encodes the text as Shift_JIS (Windows-31J), the only encoding B2
// reads. Decision: docs/decisions/0742-b2-cloud-export.md.
import type { CalendarDay } from '../calendar/day.ts';
import type { DeliveryTime } from '../checkout/delivery-times.ts';

export const B2_COLUMNS = [
  'お客様管理番号',
  '送り状種類',
  'クール区分',
  '伝票番号',
  '出荷予定日',
  'お届け予定（指定）日',
  '配達時間帯',
  'お届け先コード',
  'お届け先電話番号',
  'お届け先電話番号枝番',
  'お届け先郵便番号',
  'お届け先住所',
  'お届け先住所（アパートマンション名）',
  'お届け先会社・部門名１',
  'お届け先会社・部門名２',
  'お届け先名',
  'お届け先名略称カナ',
  '敬称',
  'ご依頼主コード',
  'ご依頼主電話番号',
  'ご依頼主電話番号枝番',
  'ご依頼主郵便番号',
  'ご依頼主住所',
  'ご依頼主住所（アパートマンション名）',
  'ご依頼主名',
  'ご依頼主略称カナ',
  '品名コード１',
  '品名１',
  '品名コード２',
  '品名２',
  '荷扱い１',
  '荷扱い２',
  '記事',
  'コレクト代金引換額（税込）',
  'コレクト内消費税額等',
  '営業所止置き',
  '営業所コード',
  '発行枚数',
  '個数口枠の印字',
  'ご請求先顧客コード',
  'ご請求先分類コード',
  '運賃管理番号',
] as const;

/** 送り状種類: 0 発払い (paid by the shop), 2 コレクト (cash on delivery). */
export const B2_SLIP_KIND = { prepaid: '0', collect: '2' } as const;

/** B2's 配達時間帯 codes for the checkout's slots; 指定なし is empty. */
const B2_TIME_CODES: Record<DeliveryTime, string> = {
  none: '',
  am: '0812',
  '14-16': '1416',
  '16-18': '1618',
  '18-20': '1820',
  '19-21': '1921',
};

export function b2TimeCode(deliveryTime: string): string {
  return B2_TIME_CODES[deliveryTime as DeliveryTime] ?? '';
}

/** A person or company on the label, as the purchase stored it. */
export interface LabelAddress {
  /** Hyphenated, as B2 prints it: 03-1234-5678. */
  tel: string;
  /** 7 digits. */
  postalCode: string;
  /** Prefecture, city and street: 東京都渋谷区渋谷2-21-1. */
  address: string;
  /** Building and room. */
  building: string;
  organization: string;
  /** Family and given name. */
  name: string;
}

/** One parcel: a purchase's orders that ship together on one day. */
export interface Parcel {
  purchaseId: string;
  orderIds: readonly string[];
  shippingDate: CalendarDay;
  deliveryTime: string;
  destination: LabelAddress;
  /** The customer's own sender (ご依頼主) when they asked for one, else the shop. */
  source: LabelAddress | null;
  /** Cash on delivery: the amount the driver collects and its tax. */
  collect: { amount: number; tax: number } | null;
}

/** The shop's contract with Yamato: who is billed for the freight. */
export interface B2Contract {
  billingCustomerCode: string;
  billingClassCode: string;
  freightNumber: string;
  /** 品名 printed on every label. */
  itemName: string;
}

const slashDate = (day: CalendarDay) => day.replaceAll('-', '/');
const postal = (digits: string) =>
  /^\d{7}$/.test(digits) ? `${digits.slice(0, 3)}-${digits.slice(3)}` : digits;

/** The row of one parcel, in B2_COLUMNS order. */
export function b2Row(parcel: Parcel, shop: LabelAddress, contract: B2Contract): string[] {
  const to = parcel.destination;
  const from = parcel.source ?? shop;
  const row: Record<(typeof B2_COLUMNS)[number], string> = {
    お客様管理番号: parcel.purchaseId,
    送り状種類: parcel.collect ? B2_SLIP_KIND.collect : B2_SLIP_KIND.prepaid,
    クール区分: '',
    伝票番号: '',
    出荷予定日: slashDate(parcel.shippingDate),
    'お届け予定（指定）日': '',
    配達時間帯: b2TimeCode(parcel.deliveryTime),
    お届け先コード: '',
    お届け先電話番号: to.tel,
    お届け先電話番号枝番: '',
    お届け先郵便番号: postal(to.postalCode),
    お届け先住所: to.address,
    'お届け先住所（アパートマンション名）': to.building,
    お届け先会社・部門名１: to.organization,
    お届け先会社・部門名２: '',
    お届け先名: to.name,
    お届け先名略称カナ: '',
    敬称: '様',
    ご依頼主コード: '',
    ご依頼主電話番号: from.tel,
    ご依頼主電話番号枝番: '',
    ご依頼主郵便番号: postal(from.postalCode),
    ご依頼主住所: from.address,
    'ご依頼主住所（アパートマンション名）': from.building,
    ご依頼主名: from.organization || from.name,
    ご依頼主略称カナ: '',
    品名コード１: '',
    品名１: contract.itemName,
    品名コード２: '',
    品名２: '',
    荷扱い１: '水濡厳禁',
    荷扱い２: '',
    記事: parcel.orderIds.join(' '),
    'コレクト代金引換額（税込）': parcel.collect ? String(parcel.collect.amount) : '',
    コレクト内消費税額等: parcel.collect ? String(parcel.collect.tax) : '',
    営業所止置き: '',
    営業所コード: '',
    発行枚数: '',
    個数口枠の印字: '',
    ご請求先顧客コード: contract.billingCustomerCode,
    ご請求先分類コード: contract.billingClassCode,
    運賃管理番号: contract.freightNumber,
  };
  return B2_COLUMNS.map((column) => row[column]);
}

/** One CSV field: always quoted (B2 accepts it, and a comma in an address cannot split it). */
function csvField(value: string): string {
  // A line break inside a field would start a new label in B2: it becomes a space.
  return `"${value.replace(/[\r\n]+/g, ' ').replaceAll('"', '""')}"`;
}

/** The whole file's text (header and rows), CRLF-terminated; the caller encodes it. */
export function b2Csv(parcels: readonly Parcel[], shop: LabelAddress, contract: B2Contract): string {
  const lines = [B2_COLUMNS, ...parcels.map((parcel) => b2Row(parcel, shop, contract))];
  return lines.map((line) => `${line.map(csvField).join(',')}\r\n`).join('');
}

/** 'b2-20261125.csv' */
export function b2FileName(day: CalendarDay): string {
  return `b2-${day.replaceAll('-', '')}.csv`;
}
