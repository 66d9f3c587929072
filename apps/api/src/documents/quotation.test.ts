import { describe, expect, it } from 'vitest';
import { inspectPdf } from './pdf-inspection.ts';
import { renderQuotation, type QuotationData, type QuotationItem } from './quotation.ts';
import { defaultShopProfile } from './shop-profile.ts';

// 00:30 on 21 November in Tokyo, still the 20th in UTC: the document must say the 21st.
const issueDate = new Date('2026-11-20T15:30:00Z');

const item = (overrides: Partial<QuotationItem> = {}): QuotationItem => ({
  name: 'ステッカー（透明PET）',
  specification: 'サイズ: 50×50mm\u3000形状: 円形\n素材: 透明PET\u3000ラミネート: グロス',
  quantity: 100,
  amount: 4980,
  ...overrides,
});

const quotation = (overrides: Partial<QuotationData> = {}): QuotationData => ({
  quotationNumber: 'Q-20261121-0001',
  issueDate,
  to: { name: 'テスト商事株式会社', kind: 'organization' },
  items: [item(), item({ name: '耐水ラベル（白PET）', quantity: 1000, amount: 17365 })],
  notes: 'データ入稿後、5営業日で出荷いたします。',
  ...overrides,
});

describe('renderQuotation', () => {
  it('is an A4 PDF with the labels, addressee, shop, figures and registration number', async () => {
    const pdf = await renderQuotation(quotation());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text, compact, pageSize, pageCount } = inspectPdf(pdf);
    expect(pageSize).toMatch(/^595\.2\d x 841\.8\d pts \(A4\)/);
    expect(pageCount).toBe(1);
    expect(compact).toContain('御見積書');
    for (const expected of [
      'テスト商事株式会社 御中',
      '見積番号',
      'Q-20261121-0001',
      '2026年11月21日',
      '有効期限',
      // Decision 0712: the expiry as a date (21 Nov in Tokyo + 30 days).
      '2026年12月21日まで（発行日より30日間）',
      '御見積金額',
      '品名・仕様',
      '数量',
      '単価（税込）',
      '金額（税込）',
      'ステッカー（透明PET）',
      'サイズ: 50×50mm',
      '素材: 透明PET',
      '100枚',
      '1,000枚',
      '¥49.80',
      '¥4,980',
      '¥17,365',
      '小計（税抜）',
      '消費税（10%）',
      '合計（税込）',
      '備考',
      'データ入稿後、5営業日で出荷いたします。',
      defaultShopProfile.name,
      defaultShopProfile.address,
      defaultShopProfile.tel,
      `登録番号 ${defaultShopProfile.registrationNumber}`,
    ]) {
      expect(text).toContain(expected);
    }
    // 4,980 + 17,365 = 22,345 including tax; floor(22,345 × 10 / 110) = 2,031.
    expect(text).toContain('¥22,345-');
    expect(text).toMatch(/小計（税抜）\s+¥20,314/);
    expect(text).toMatch(/消費税（10%）\s+¥2,031/);
    expect(text).toMatch(/合計（税込）\s+¥22,345/);
  });

  it('says 様 to a person and takes the validity it is given', async () => {
    const { text } = inspectPdf(
      await renderQuotation(quotation({ to: { name: '山田 太郎', kind: 'person' }, validityDays: 14 })),
    );
    expect(text).toContain('山田 太郎 様');
    expect(text).not.toContain('御中');
    expect(text).toContain('2026年12月5日まで（発行日より14日間）');
  });

  it('continues 40 items over several pages, each with the table header, totals on the last', async () => {
    const items = Array.from({ length: 40 }, (_, index) =>
      item({ name: `ステッカー 品目${index + 1}`, quantity: 100 + index, amount: 1000 + index }),
    );
    const pdf = await renderQuotation(quotation({ items }));
    const { pages, pageCount, compact } = inspectPdf(pdf);
    expect(pageCount).toBeGreaterThanOrEqual(2);
    expect(pages).toHaveLength(pageCount);
    for (const [index, page] of pages.entries()) {
      expect(page).toContain('品名・仕様');
      expect(page).toMatch(new RegExp(`\\b${index + 1}\\s*/\\s*${pageCount}\\b`));
    }
    for (let index = 1; index <= 40; index += 1) expect(compact).toContain(`ステッカー品目${index}`);
    const total = items.reduce((sum, line) => sum + line.amount, 0);
    expect(pages.at(-1)).toMatch(new RegExp(`合計（税込）\\s+¥${total.toLocaleString('en-US')}`));
    expect(pages.slice(0, -1).join('')).not.toContain('合計（税込）');
    expect(pages.slice(1).join('')).toContain('御見積書（続き）');
  });

  it('shrinks or cuts a name too long for its line, but keeps the honorific', async () => {
    const name = '株式会社とても長い名前の会社'.repeat(10);
    const { text } = inspectPdf(await renderQuotation(quotation({ to: { name, kind: 'organization' } })));
    expect(text).toMatch(/…\s*御中/);
  });

  it('prints an issuer the configuration gives', async () => {
    const shop = { ...defaultShopProfile, name: '有限会社ラベル工房', registrationNumber: 'T7000012050002' };
    const { text } = inspectPdf(await renderQuotation(quotation(), { shop }));
    expect(text).toContain('有限会社ラベル工房');
    expect(text).toContain('T7000012050002');
  });

  it('refuses an issuer whose registration number is invalid, and amounts that are not yen', async () => {
    const shop = { ...defaultShopProfile, registrationNumber: 'T1234567890123' };
    await expect(renderQuotation(quotation(), { shop })).rejects.toThrow(RangeError);
    await expect(renderQuotation(quotation({ items: [item({ amount: 10.5 })] }))).rejects.toThrow(RangeError);
  });
});
