import { describe, expect, it } from 'vitest';
import { loginSchema, newPasswordSchema, resetRequestSchema, signupSchema } from './auth.ts';
import { errorsOf, tokyoAddress, yamadaTaro } from './test-input.ts';

const goodSignup = {
  organization: '株式会社ステッカー',
  ...yamadaTaro,
  ...tokyoAddress,
  tel: '03-1234-5678',
  fax: '',
  emergencyTel: '090-1234-5678',
  email: 'taro@example.com',
  password: 'sticker2026',
};

describe('signupSchema', () => {
  it('passes a good signup and normalises it', () => {
    const parsed = signupSchema.parse({
      ...goodSignup,
      postalCode: '１００－０００１',
      tel: '０３ １２３４ ５６７８',
    });
    expect(parsed).toMatchObject({
      postalCode: '1000001',
      tel: '03-1234-5678',
      fax: '',
      addressLevel1: '13',
    });
  });

  it('lets the optional fields be left out', () => {
    const {
      organization: _o,
      addressLine2: _a,
      fax: _f,
      emergencyTel: _e,
      receivedPostalData: _r,
      ...required
    } = goodSignup;
    expect(signupSchema.parse(required)).toMatchObject({
      organization: '',
      addressLine2: '',
      fax: '',
      emergencyTel: '',
    });
  });

  it.each([
    ['familyName', '', '必ず入力してください'],
    [
      'familyName',
      '髙橋',
      '1文字目の「髙」はJIS第1・第2水準にない文字のため、ご利用いただけません。「高」でご入力ください',
    ],
    [
      'givenName',
      '太郎①',
      '3文字目に使用できない文字が含まれています（機種依存文字や一部の旧字体など、JIS第1・第2水準にない文字はご利用いただけません）',
    ],
    ['givenName', '一'.repeat(31), '30文字以内でご入力ください'],
    ['familyKana', 'やまだ', '全角カタカナでご入力ください'],
    ['givenKana', undefined, '必ず入力してください'],
    [
      'organization',
      '㈱ステッカー',
      '1文字目に使用できない文字が含まれています（機種依存文字や一部の旧字体など、JIS第1・第2水準にない文字はご利用いただけません）',
    ],
    ['postalCode', '', '必ず入力してください'],
    ['postalCode', '100-001', '郵便番号は7桁の数字でご入力ください（例：100-0001）'],
    ['addressLevel1', '00', '必ず選択してください'],
    ['addressLevel1', '48', '値に誤りがあります'],
    ['addressLevel2', '', '必ず入力してください'],
    [
      'addressLine1',
      '千代田１−１😀',
      '7文字目に使用できない文字が含まれています（機種依存文字や一部の旧字体など、JIS第1・第2水準にない文字はご利用いただけません）',
    ],
    [
      'addressLine2',
      'ﾋﾞﾙ',
      '1文字目に使用できない文字が含まれています（機種依存文字や一部の旧字体など、JIS第1・第2水準にない文字はご利用いただけません）',
    ],
    ['tel', '', '必ず入力してください'],
    ['tel', '03-1234', '電話番号の形式が正しくありません（例：03-1234-5678）'],
    ['fax', '1234', 'FAX番号の形式が正しくありません（例：03-1234-5678）'],
    ['emergencyTel', '090-1234', '電話番号の形式が正しくありません（例：03-1234-5678）'],
    ['email', '', '必ず入力してください'],
    ['email', 'taro@', 'メールアドレスの形式が正しくありません'],
    ['password', '', '必ず入力してください'],
    ['password', 'abcdefgh', 'パスワードには半角英字と数字をそれぞれ1文字以上含めてください'],
  ])('puts the message on %s for %j', (field, value, message) => {
    expect(errorsOf(signupSchema, { ...goodSignup, [field]: value })).toEqual({ [field]: message });
  });

  it('asks to check the postal code when the lookup found nothing', () => {
    expect(errorsOf(signupSchema, { ...goodSignup, receivedPostalData: [] })).toEqual({
      postalCode: '郵便番号をご確認ください',
    });
  });

  it('reports a postal code that does not match the prefecture and city', () => {
    expect(errorsOf(signupSchema, { ...goodSignup, addressLevel1: '27' })).toEqual({
      postalCode: '郵便番号と都道府県・市区町村が一致しません',
    });
    expect(errorsOf(signupSchema, { ...goodSignup, addressLevel2: '中央区' })).toEqual({
      postalCode: '郵便番号と都道府県・市区町村が一致しません',
    });
  });

  it('judges the postal match only once the fields it reads are valid', () => {
    expect(errorsOf(signupSchema, { ...goodSignup, addressLevel2: '', receivedPostalData: [] })).toEqual({
      addressLevel2: '必ず入力してください',
    });
  });

  it('still reports the postal match when an unrelated field is wrong', () => {
    expect(errorsOf(signupSchema, { ...goodSignup, email: 'x', addressLevel1: '27' })).toEqual({
      email: 'メールアドレスの形式が正しくありません',
      postalCode: '郵便番号と都道府県・市区町村が一致しません',
    });
  });
});

describe('loginSchema', () => {
  it('passes an address and any password', () => {
    expect(loginSchema.parse({ email: ' taro@example.com ', password: 'old' })).toEqual({
      email: 'taro@example.com',
      password: 'old',
    });
  });
  it.each([
    ['email', '', '必ず入力してください'],
    ['email', 'taro', 'メールアドレスの形式が正しくありません'],
    ['password', '', '必ず入力してください'],
  ])('puts the message on %s for %j', (field, value, message) => {
    expect(errorsOf(loginSchema, { email: 'taro@example.com', password: 'x', [field]: value })).toEqual({
      [field]: message,
    });
  });
});

describe('resetRequestSchema and newPasswordSchema', () => {
  it('pass good input', () => {
    expect(resetRequestSchema.parse({ email: 'taro@example.com' })).toEqual({ email: 'taro@example.com' });
    expect(newPasswordSchema.parse({ password: 'newpass99' })).toEqual({ password: 'newpass99' });
  });
  it('give the right message on the right field', () => {
    expect(errorsOf(resetRequestSchema, {})).toEqual({ email: '必ず入力してください' });
    expect(errorsOf(newPasswordSchema, { password: 'short1' })).toEqual({
      password: 'パスワードは8文字以上72文字以内でご入力ください',
    });
  });
});
