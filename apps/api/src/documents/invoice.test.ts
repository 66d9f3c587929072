import { describe, expect, it } from 'vitest';
import { renderInvoice, type InvoiceData } from './invoice.ts';
import { inspectPdf } from './pdf-inspection.ts';
import { defaultShopProfile } from './shop-profile.ts';

const issueDate = new Date('2026-11-21T10:00:00+09:00');
const sampleBank = (() => {
  const account = defaultShopProfile.bankAccount;
  if (!account) throw new Error('the sample profile has a bank account');
  return account;
})();

const invoice = (overrides: Partial<InvoiceData> = {}): InvoiceData => ({
  invoiceNumber: 'INV-12345678901',
  issueDate,
  to: { name: 'テスト商事株式会社 経理部', kind: 'organization' },
  orderReference: '12345678901',
  lines: [
    {
      date: new Date('2026-11-18T09:00:00+09:00'),
      name: 'ステッカー（透明PET）',
      specification: 'サイズ: 50×50mm',
      quantity: 100,
      amount: 4980,
    },
    {
      date: new Date('2026-11-19T23:30:00+09:00'),
      name: '耐水ラベル（白PET）',
      quantity: 1000,
      amount: 17365,
    },
    { date: new Date('2026-11-19T23:30:00+09:00'), name: '送料', quantity: 1, unit: '式', amount: 550 },
    {
      date: new Date('2026-11-19T23:30:00+09:00'),
      name: 'クーポン値引き',
      quantity: 1,
      unit: '式',
      amount: -500,
    },
  ],
  payment: { kind: 'bank-transfer', dueDate: new Date('2026-12-31T00:00:00+09:00') },
  ...overrides,
});

describe('renderInvoice', () => {
  it('is a qualified invoice: issuer and number, dates, lines, totals and tax per rate, addressee', async () => {
    const pdf = await renderInvoice(invoice());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text, compact, pageSize } = inspectPdf(pdf);
    expect(pageSize).toMatch(/\(A4\)/);
    expect(compact).toContain('請求書');
    for (const expected of [
      '適格請求書',
      'テスト商事株式会社 経理部 御中',
      '請求番号',
      'INV-12345678901',
      'ご注文番号',
      '12345678901',
      '発行日',
      '2026年11月21日',
      '取引日',
      '2026年11月18日',
      '2026年11月19日',
      'ステッカー（透明PET）',
      '100枚',
      '¥4,980',
      '¥17,365',
      '−¥500',
      '税率区分',
      '対象金額（税抜）',
      '消費税額',
      'ご請求金額',
      'お支払期限',
      '2026年12月31日',
      'お振込先',
      `${sampleBank.bankName} ${sampleBank.branchName}`,
      sampleBank.accountHolder,
      defaultShopProfile.name,
      `登録番号 ${defaultShopProfile.registrationNumber}`,
    ]) {
      expect(text).toContain(expected);
    }
    // 4,980 + 17,365 + 550 − 500 = 22,395; tax floor(22,395 × 10 / 110) = 2,035; without tax 20,360.
    expect(text).toContain('¥22,395-');
    expect(text).toMatch(/10%対象\s+¥20,360\s+¥2,035\s+¥22,395/);
    expect(text).toMatch(/合計\s+¥20,360\s+¥2,035\s+¥22,395/);
  });

  it('for a paid purchase names the method and asks for no transfer', async () => {
    const { text } = inspectPdf(
      await renderInvoice(
        invoice({ payment: { kind: 'paid', method: 'クレジットカード', paidAt: issueDate } }),
      ),
    );
    expect(text).toContain('クレジットカード');
    expect(text).toContain('2026年11月21日 お支払い済み');
    expect(text).not.toContain('お振込先');
    expect(text).not.toContain('お支払期限');
  });

  it('before a transfer to the shop’s account, asks for the purchase number as 振込名義', async () => {
    const { compact } = inspectPdf(
      await renderInvoice(
        invoice({
          payment: {
            kind: 'bank-transfer',
            dueDate: new Date('2026-12-31T00:00:00+09:00'),
            transferName: '12345678901',
          },
        }),
      ),
    );
    expect(compact).toContain('振込名義お名前の前にご注文番号「12345678901」をご入力ください');
    expect(compact).toContain(sampleBank.accountNumber);
  });

  it('before a transfer to the order’s own account, prints that account and no 振込名義', async () => {
    const own = {
      ...sampleBank,
      bankName: 'テスト銀行',
      branchName: 'バーチャル支店',
      accountNumber: '9876543',
    };
    const { compact } = inspectPdf(
      await renderInvoice(
        invoice({
          payment: {
            kind: 'bank-transfer',
            dueDate: new Date('2026-12-31T00:00:00+09:00'),
            method: '銀行振込（バーチャル口座）',
            account: own,
          },
        }),
      ),
    );
    expect(compact).toContain('銀行振込（バーチャル口座）');
    expect(compact).toContain('テスト銀行バーチャル支店');
    expect(compact).toContain('9876543');
    expect(compact).not.toContain(sampleBank.bankName);
    expect(compact).not.toContain('振込名義');
  });

  it('shows each rate of a mixed document on its own row', async () => {
    const date = issueDate;
    const { text } = inspectPdf(
      await renderInvoice(
        invoice({
          lines: [
            { date, name: 'ステッカー', quantity: 1, amount: 1100 },
            { date, name: '菓子', quantity: 1, amount: 1080, taxRatePercent: 8 },
          ],
        }),
      ),
    );
    expect(text).toMatch(/10%対象\s+¥1,000\s+¥100\s+¥1,100/);
    expect(text).toMatch(/8%対象\s+¥1,000\s+¥80\s+¥1,080/);
    expect(text).toMatch(/合計\s+¥2,000\s+¥180\s+¥2,180/);
  });
});
