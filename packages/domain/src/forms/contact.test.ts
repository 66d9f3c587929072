import { describe, expect, it } from 'vitest';
import { contactFormSchema } from './contact.ts';
import { errorsOf } from './test-input.ts';

const good = {
  orderStatus: '注文前',
  organization: '',
  familyName: '山田',
  givenName: '太郎',
  tel: '',
  email: 'taro@example.com',
  message: '納期について教えてください。\n急ぎで100枚ほど必要です。',
};

describe('contactFormSchema', () => {
  it('passes a question before ordering, 注文前 by default', () => {
    const { orderStatus: _s, ...withoutStatus } = good;
    expect(contactFormSchema.parse(withoutStatus)).toMatchObject({
      orderStatus: '注文前',
      orderId: '',
      tel: '',
    });
  });

  it('passes a question about an order with its purchase number', () => {
    expect(
      contactFormSchema.parse({ ...good, orderStatus: '注文後', orderId: '２６１１２１-００００１' }).orderId,
    ).toBe('26112100001');
  });

  // Decision 0710: the item number copied from a shipping mail is accepted as well.
  it.each([
    ['26112100001', '26112100001'],
    ['２６１１２１-００００１', '26112100001'],
    ['26112100001-1', '26112100001-1'],
    ['２６１１２１００００１－２', '26112100001-2'],
    [' 26112100001ー12 ', '26112100001-12'],
    ['261121-00001-3', '26112100001-3'],
    ['26112100001-', '26112100001'],
  ])('accepts the purchase or item number %j as %j', (typed, kept) => {
    expect(contactFormSchema.parse({ ...good, orderStatus: '注文後', orderId: typed }).orderId).toBe(kept);
  });

  it.each(['26112100001-1234', '2611210001-1', '26112100001-1-1', 'A26112100001'])(
    'refuses %j with a message naming both numbers',
    (typed) => {
      expect(errorsOf(contactFormSchema, { ...good, orderStatus: '注文後', orderId: typed })).toEqual({
        orderId: 'ご注文番号（11桁の数字）または明細番号（例：26112100001-1）をご入力ください',
      });
    },
  );

  it('requires the purchase number after ordering', () => {
    expect(errorsOf(contactFormSchema, { ...good, orderStatus: '注文後' })).toEqual({
      orderId: '必ず入力してください',
    });
  });

  it.each([
    ['orderStatus', '未選択', '必ず選択してください'],
    ['orderStatus', '質問', '値に誤りがあります'],
    ['orderId', '1234', 'ご注文番号（11桁の数字）または明細番号（例：26112100001-1）をご入力ください'],
    ['familyName', '', '必ず入力してください'],
    [
      'givenName',
      '𠮷',
      '1文字目の「𠮷」はJIS第1・第2水準にない文字のため、ご利用いただけません。「吉」でご入力ください',
    ],
    ['tel', '03-12', '電話番号の形式が正しくありません（例：03-1234-5678）'],
    ['email', 'taro@example', 'メールアドレスの形式が正しくありません'],
    ['message', '', '必ず入力してください'],
    [
      'message',
      '一行目\n二行目™',
      '8文字目に使用できない文字が含まれています（機種依存文字や一部の旧字体など、JIS第1・第2水準にない文字はご利用いただけません）',
    ],
    ['message', 'あ'.repeat(2001), '2000文字以内でご入力ください'],
  ])('puts the message on %s for %j', (field, value, message) => {
    expect(errorsOf(contactFormSchema, { ...good, [field]: value })).toEqual({ [field]: message });
  });
});
