import { describe, expect, it } from 'vitest';
import { sampleRequestSchema } from './sample-request.ts';
import { errorsOf, tokyoAddress } from './test-input.ts';

const good = {
  sampleList: ['12', '15'],
  organization: '',
  name: '山田 太郎',
  kana: 'ヤマダ タロウ',
  ...tokyoAddress,
  tel: '03-1234-5678',
  email: 'taro@example.com',
};

describe('sampleRequestSchema', () => {
  it('passes a good request with product ids as numbers, duplicates dropped', () => {
    expect(sampleRequestSchema.parse({ ...good, sampleList: ['12', 15, '12'] }).sampleList).toEqual([12, 15]);
  });

  it('takes a single ticked box', () => {
    expect(sampleRequestSchema.parse({ ...good, sampleList: '7' }).sampleList).toEqual([7]);
  });

  it.each([
    ['sampleList', [], 'いずれかにチェックを入れてください'],
    ['sampleList', false, 'いずれかにチェックを入れてください'],
    ['sampleList', undefined, 'いずれかにチェックを入れてください'],
    ['name', '', '必ず入力してください'],
    [
      'name',
      '山田①',
      '3文字目に使用できない文字が含まれています（機種依存文字や一部の旧字体など、JIS第1・第2水準にない文字はご利用いただけません）',
    ],
    ['kana', 'やまだ', '全角カタカナでご入力ください'],
    ['postalCode', '', '必ず入力してください'],
    ['addressLevel1', '', '必ず選択してください'],
    ['addressLine1', '', '必ず入力してください'],
    ['tel', '', '必ず入力してください'],
    ['email', '', '必ず入力してください'],
  ])('puts the message on %s for %j', (field, value, message) => {
    expect(errorsOf(sampleRequestSchema, { ...good, [field]: value })).toEqual({ [field]: message });
  });

  it('refuses an id that is no number', () => {
    expect(errorsOf(sampleRequestSchema, { ...good, sampleList: ['abc'] })).toEqual({
      'sampleList.0': '値に誤りがあります',
    });
  });

  it('checks the postal code against the candidates received', () => {
    expect(errorsOf(sampleRequestSchema, { ...good, addressLevel1: '14' })).toEqual({
      postalCode: '郵便番号と都道府県・市区町村が一致しません',
    });
  });
});
