import { describe, expect, it } from 'vitest';
import {
  B2_COLUMNS,
  b2Csv,
  b2FileName,
  b2Row,
  b2TimeCode,
  type LabelAddress,
  type Parcel,
} from './b2-cloud.ts';

const shop: LabelAddress = {
  tel: '03-6555-0123',
  postalCode: '1500002',
  address: '東京都渋谷区渋谷2-21-1',
  building: '',
  organization: '株式会社シールラボ',
  name: '',
};
const contract = {
  billingCustomerCode: '0312345678',
  billingClassCode: '',
  freightNumber: '01',
  itemName: 'シール・ステッカー',
};
const parcel: Parcel = {
  purchaseId: '26112500001',
  orderIds: ['26112500001-1', '26112500001-2'],
  shippingDate: '2026-11-27',
  deliveryTime: 'am',
  destination: {
    tel: '090-1234-5678',
    postalCode: '5300001',
    address: '大阪府大阪市北区梅田1-1-1',
    building: '梅田ビル 5階',
    organization: '',
    name: '山田 花子',
  },
  source: null,
  collect: null,
};

const column = (row: string[], name: (typeof B2_COLUMNS)[number]) => row[B2_COLUMNS.indexOf(name)];

describe('B2クラウド export', () => {
  it('fills the 42 columns of the basic layout for a prepaid parcel', () => {
    const row = b2Row(parcel, shop, contract);
    expect(row).toHaveLength(42);
    expect(column(row, 'お客様管理番号')).toBe('26112500001');
    expect(column(row, '送り状種類')).toBe('0');
    expect(column(row, '出荷予定日')).toBe('2026/11/27');
    expect(column(row, '配達時間帯')).toBe('0812');
    expect(column(row, 'お届け先郵便番号')).toBe('530-0001');
    expect(column(row, 'お届け先名')).toBe('山田 花子');
    expect(column(row, '敬称')).toBe('様');
    expect(column(row, 'ご依頼主名')).toBe('株式会社シールラボ');
    expect(column(row, 'ご依頼主郵便番号')).toBe('150-0002');
    expect(column(row, '記事')).toBe('26112500001-1 26112500001-2');
    expect(column(row, 'コレクト代金引換額（税込）')).toBe('');
    expect(column(row, 'ご請求先顧客コード')).toBe('0312345678');
    expect(column(row, '運賃管理番号')).toBe('01');
  });

  it('makes a cash-on-delivery parcel a コレクト with the amount to collect', () => {
    const row = b2Row({ ...parcel, collect: { amount: 12_430, tax: 1_130 } }, shop, contract);
    expect(column(row, '送り状種類')).toBe('2');
    expect(column(row, 'コレクト代金引換額（税込）')).toBe('12430');
    expect(column(row, 'コレクト内消費税額等')).toBe('1130');
  });

  it("prints the customer's own sender when they gave one", () => {
    const source = { ...shop, organization: '', name: '佐藤 一郎', tel: '06-1111-2222' };
    const row = b2Row({ ...parcel, source }, shop, contract);
    expect(column(row, 'ご依頼主名')).toBe('佐藤 一郎');
    expect(column(row, 'ご依頼主電話番号')).toBe('06-1111-2222');
  });

  it.each([
    ['none', ''],
    ['am', '0812'],
    ['14-16', '1416'],
    ['16-18', '1618'],
    ['18-20', '1820'],
    ['19-21', '1921'],
    ['unknown', ''],
  ])('time slot %s is code %j', (slot, code) => {
    expect(b2TimeCode(slot)).toBe(code);
  });

  it('writes a header and quoted fields, CRLF line ends, no line break inside a field', () => {
    const text = b2Csv(
      [{ ...parcel, destination: { ...parcel.destination, building: 'A"棟\n2階' } }],
      shop,
      contract,
    );
    const lines = text.split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe('');
    expect(lines[0]?.startsWith('"お客様管理番号","送り状種類",')).toBe(true);
    expect(lines[1]).toContain('"A""棟 2階"');
  });

  it('names the file after the day', () => {
    expect(b2FileName('2026-11-27')).toBe('b2-20261127.csv');
  });
});
