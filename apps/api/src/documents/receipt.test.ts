import { describe, expect, it } from 'vitest';
import { inspectPdf } from './pdf-inspection.ts';
import { receiptNoteTexts, receiptNotes } from '@shop/domain/documents';
import { purposeLine, renderReceipt, type ReceiptData } from './receipt.ts';
import { defaultShopProfile } from './shop-profile.ts';

const receipt = (overrides: Partial<ReceiptData> = {}): ReceiptData => ({
  receiptNumber: 'R-12345678901-1',
  issueDate: new Date('2026-11-21T10:00:00+09:00'),
  to: { name: '山田 太郎', kind: 'person' },
  amount: 12345,
  paymentMethod: 'クレジットカード',
  orderReference: '12345678901',
  ...overrides,
});

/** As inspectPdf's compact text reads: without any whitespace. */
const compactOf = (text: string) => text.replace(/\s+/g, '');

describe('renderReceipt', () => {
  it('has the addressee, amount, 但し書き, date, number, tax contained, payment and issuer', async () => {
    const pdf = await renderReceipt(receipt());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text, compact, pageSize, pageCount } = inspectPdf(pdf);
    expect(pageSize).toMatch(/\(A4\)/);
    expect(pageCount).toBe(1);
    expect(compact).toContain('領収書');
    for (const expected of [
      '山田 太郎 様',
      '¥12,345-',
      '但し ステッカー印刷代として',
      '上記正に領収いたしました。',
      '領収書番号',
      'R-12345678901-1',
      '2026年11月21日',
      'お支払い方法',
      'クレジットカード',
      'ご注文番号',
      defaultShopProfile.name,
      `登録番号 ${defaultShopProfile.registrationNumber}`,
    ]) {
      expect(text).toContain(expected);
    }
    // floor(12,345 × 10 / 110) = 1,122.
    expect(text).toMatch(/10%対象\s+¥12,345/);
    expect(text).toMatch(/内消費税（10%）\s+¥1,122/);
    expect(text).not.toContain('再発行');
  });

  // Issue 24 point 7, decision 0712: the notes come from the domain's receiptNotes.
  it('prints the 収入印紙 note from ¥50,000 and the cash-on-delivery note, and nothing below', async () => {
    const notesOf = async (amount: number, method: string) =>
      inspectPdf(await renderReceipt(receipt({ amount, notes: receiptNotes(amount, method) }))).compact;
    const stamp = compactOf(receiptNoteTexts.stampDuty);
    const cashOnDelivery = compactOf(receiptNoteTexts.cashOnDelivery);
    expect(await notesOf(50_000, 'card')).toContain(stamp);
    expect(await notesOf(123_456, 'card')).toContain(stamp);
    const small = await notesOf(49_999, 'card');
    expect(small).not.toContain(stamp);
    expect(small).not.toContain('収入印紙');
    const cod = await notesOf(80_000, 'onDelivery');
    expect(cod).toContain(stamp);
    expect(cod).toContain(cashOnDelivery);
    expect(await notesOf(3_000, 'onDelivery')).toContain(cashOnDelivery);
  });

  it('says 再発行 when reissued, and only then', async () => {
    const { text } = inspectPdf(await renderReceipt(receipt({ reissue: true })));
    expect(text).toContain('再発行');
    expect(inspectPdf(await renderReceipt(receipt({ reissue: false }))).text).not.toContain('再発行');
  });

  it('makes a blank addressee out to 上様, and an organisation to 御中', async () => {
    expect(inspectPdf(await renderReceipt(receipt({ to: { name: ' ', kind: 'person' } }))).text).toContain(
      '上様',
    );
    const { text } = inspectPdf(
      await renderReceipt(
        receipt({ to: { name: '株式会社テスト', kind: 'organization' }, purpose: 'ラベル印刷代' }),
      ),
    );
    expect(text).toContain('株式会社テスト 御中');
    expect(text).toContain('但し ラベル印刷代として');
  });

  it('stays one small page', async () => {
    const pdf = await renderReceipt(receipt());
    // Two font subsets (regular and bold) make most of it; the whole font would be 9 MB.
    expect(pdf.length).toBeLessThan(60_000);
  });
});

describe('purposeLine', () => {
  it.each([
    [undefined, '但し ステッカー印刷代として'],
    ['', '但し ステッカー印刷代として'],
    ['ラベル印刷代', '但し ラベル印刷代として'],
    ['ラベル印刷代として', '但し ラベル印刷代として'],
    ['但し ラベル印刷代として', '但し ラベル印刷代として'],
  ])('%j → %j', (purpose, line) => {
    expect(purposeLine(purpose)).toBe(line);
  });
});
