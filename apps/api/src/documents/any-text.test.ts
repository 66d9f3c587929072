// The addressee is checked by the caller, but a document must never fail on any string: names,
// specifications and notes come from many places. Characters the font lacks print blank.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { renderInvoice } from './invoice.ts';
import { inspectPdf } from './pdf-inspection.ts';
import { renderQuotation } from './quotation.ts';
import { renderReceipt } from './receipt.ts';

const issueDate = new Date('2026-11-21T10:00:00+09:00');

const nasty = [
  '',
  ' ',
  '\u0000\u0001\u0007\u001b[31m',
  '\ud800 lone \udfff surrogates',
  '𠮷野家 😀👨‍👩‍👧 🇯🇵',
  'ｶﾀｶﾅ ① ㈱ 髙 ™ ¥ ￥',
  'e\u0301\u0301\u0301 Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǫ̗͕̾',
  'مرحبا שלום',
  '<script>alert(1)</script> %PDF-1.7 ) ( \\',
  '\n\n\n\r\n\t',
  '長'.repeat(5000),
  'word '.repeat(3000),
  'a\n'.repeat(400),
];

async function renderAll(text: string): Promise<Buffer[]> {
  const to = { name: text, kind: 'person' as const };
  return Promise.all([
    renderQuotation({
      quotationNumber: text,
      issueDate,
      to,
      items: [{ name: text, specification: text, quantity: 1, unit: text, amount: 1000 }],
      subject: text,
      notes: text,
    }),
    renderInvoice({
      invoiceNumber: text,
      issueDate,
      to,
      orderReference: text,
      lines: [{ date: issueDate, name: text, specification: text, quantity: 1, amount: 1000 }],
      payment: { kind: 'paid', method: text },
      notes: text,
    }),
    renderReceipt({
      receiptNumber: text,
      issueDate,
      to,
      amount: 1000,
      purpose: text,
      paymentMethod: text,
      orderReference: text,
    }),
  ]);
}

describe('documents with any text', () => {
  it.each(nasty.map((text) => [JSON.stringify(text).slice(0, 40), text]))('render %s', async (_, text) => {
    for (const pdf of await renderAll(text)) {
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      // Text cut to fit never pushes a one-line document over more pages than its content needs.
      expect(inspectPdf(pdf).pageCount).toBeLessThanOrEqual(3);
    }
  });

  it('render for arbitrary strings', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 60 }), async (text) => {
        for (const pdf of await renderAll(text)) expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      }),
      { numRuns: 15 },
    );
  });

  it('print what the font lacks as blank, and the rest as is', async () => {
    const { text } = inspectPdf(
      await renderReceipt({
        receiptNumber: 'R-1',
        issueDate,
        to: { name: '髙橋𠮷男', kind: 'person' },
        amount: 1000,
        paymentMethod: 'クレジットカード',
      }),
    );
    expect(text).toContain('髙橋');
    expect(text).toContain('男 様');
    expect(text).not.toContain('𠮷');
  });
});
