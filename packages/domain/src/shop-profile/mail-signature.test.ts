import { describe, expect, it } from 'vitest';
import { mailSender, mailSignature, whereToWrite } from './mail-signature.ts';
import { sampleShopProfile } from './shop-profile.ts';

const operator = {
  ...sampleShopProfile,
  shopName: 'ラベル工房',
  name: '株式会社ラベル工房',
  postalCode: '530-0001',
  address: '大阪府大阪市北区梅田1-1-1',
  tel: '06-6000-0000',
  email: 'shop@label-kobo.example.jp',
  mailFrom: 'no-reply@label-kobo.example.jp',
  businessHours: '平日 9:30〜17:30（土日祝を除く）',
};

describe('mailSender', () => {
  it('sends from the sending address and lets a reply reach the address customers write to', () => {
    expect(mailSender(operator)).toEqual({
      from: { name: 'ラベル工房', address: 'no-reply@label-kobo.example.jp' },
      replyTo: { name: 'ラベル工房', address: 'shop@label-kobo.example.jp' },
    });
  });
});

describe('mailSignature', () => {
  const text = mailSignature(operator, 'https://shop.example.jp');

  it('says where to write, then signs with company, address, telephone, hours, mail and form', () => {
    expect(text.startsWith(whereToWrite)).toBe(true);
    expect(whereToWrite).toContain('本メールにそのままご返信');
    for (const line of [
      'ラベル工房',
      '運営：株式会社ラベル工房',
      '〒530-0001 大阪府大阪市北区梅田1-1-1',
      'TEL：06-6000-0000',
      '営業時間：平日 9:30〜17:30（土日祝を除く）',
      'メール：shop@label-kobo.example.jp',
      'お問い合わせフォーム：https://shop.example.jp/sp/contact',
    ]) {
      expect(text.split('\n')).toContain(line);
    }
  });

  it('never offers the sending address, nor calls an address send-only', () => {
    expect(text).not.toContain(operator.mailFrom);
    expect(text).not.toContain('送信専用');
  });
});
