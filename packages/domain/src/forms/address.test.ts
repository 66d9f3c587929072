import { describe, expect, it } from 'vitest';
import { addressFormSchema } from './address.ts';
import { errorsOf, tokyoAddress, yamadaTaro } from './test-input.ts';

const good = { id: 3, ...tokyoAddress, organization: '', ...yamadaTaro, tel: '090-1234-5678' };

describe('addressFormSchema', () => {
  it('passes a good address', () => {
    expect(addressFormSchema.parse(good)).toMatchObject({
      id: 3,
      postalCode: '1000001',
      addressLevel1: '13',
    });
  });

  it('gives a new entry id 0', () => {
    const { id: _id, ...withoutId } = good;
    expect(addressFormSchema.parse(withoutId).id).toBe(0);
  });

  it('accepts a Hokkaido code with its leading zero', () => {
    const sapporo = {
      ...good,
      postalCode: 600000,
      addressLevel1: '01',
      addressLevel2: '札幌市中央区',
      receivedPostalData: [{ prefecture: '北海道', city: '札幌市中央区' }],
    };
    expect(addressFormSchema.parse(sapporo).postalCode).toBe('0600000');
  });

  it.each([
    ['id', -1, '値に誤りがあります'],
    ['id', 1.5, '値に誤りがあります'],
    ['postalCode', undefined, '必ず入力してください'],
    ['addressLevel1', '未選択', '必ず選択してください'],
    [
      'addressLevel2',
      '千代田区①',
      '5文字目に使用できない文字が含まれています（機種依存文字や一部の旧字体など、JIS第1・第2水準にない文字はご利用いただけません）',
    ],
    ['addressLine1', '', '必ず入力してください'],
    ['organization', '一'.repeat(101), '100文字以内でご入力ください'],
    ['familyName', '', '必ず入力してください'],
    ['givenKana', 'taro', '全角カタカナでご入力ください'],
    ['tel', '', '必ず入力してください'],
  ])('puts the message on %s for %j', (field, value, message) => {
    expect(errorsOf(addressFormSchema, { ...good, [field]: value })).toEqual({ [field]: message });
  });

  it('checks the postal code against the candidates received', () => {
    expect(errorsOf(addressFormSchema, { ...good, receivedPostalData: [] })).toEqual({
      postalCode: '郵便番号をご確認ください',
    });
    expect(errorsOf(addressFormSchema, { ...good, addressLevel2: '港区' })).toEqual({
      postalCode: '郵便番号と都道府県・市区町村が一致しません',
    });
  });
});
