import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { corporateNumberCheckDigit, isRegistrationNumber } from './registration-number.ts';
import { sampleDetailsIn, sampleShopProfile, shopProfileSchema } from './shop-profile.ts';

describe('isRegistrationNumber', () => {
  it.each([
    // Published corporate numbers: the National Tax Agency, Toyota Motor Corporation.
    ['T7000012050002', true],
    ['T1180301018771', true],
    ['T9234567890123', true],
    // The right shape with a wrong check digit.
    ['T1234567890123', false],
    ['T8000012050002', false],
    // Wrong shapes.
    ['7000012050002', false],
    ['t7000012050002', false],
    ['T700001205000', false],
    ['T70000120500021', false],
    ['T７000012050002', false],
    ['T 7000012050002', false],
    ['', false],
  ])('%s → %s', (value, expected) => {
    expect(isRegistrationNumber(value)).toBe(expected);
  });

  it('accepts exactly one check digit for every 12-digit base', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{12}$/), (base) => {
        const valid = [...'0123456789'].filter((check) => isRegistrationNumber(`T${check}${base}`));
        expect(valid).toEqual([String(corporateNumberCheckDigit(base))]);
      }),
    );
  });
});

describe('shop profile', () => {
  it('the sample profile is valid, and a profile with an invalid registration number is refused', () => {
    expect(shopProfileSchema.safeParse(sampleShopProfile).success).toBe(true);
    const wrong = shopProfileSchema.safeParse({ ...sampleShopProfile, registrationNumber: 'T1234567890123' });
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0]?.path).toEqual(['registrationNumber']);
    expect(wrong.error?.issues[0]?.message).toContain('検査数字');
  });

  it('refuses a profile missing a detail, naming it in Japanese', () => {
    const { representative: _left, ...withoutRepresentative } = sampleShopProfile;
    const missing = shopProfileSchema.safeParse(withoutRepresentative);
    expect(missing.error?.issues[0]).toMatchObject({
      path: ['representative'],
      message: '代表者を入力してください',
    });
  });

  it('asks for the sending address (mailFrom), in Japanese, and refuses one that is not an address', () => {
    const { mailFrom: _left, ...withoutSender } = sampleShopProfile;
    expect(shopProfileSchema.safeParse(withoutSender).error?.issues[0]).toMatchObject({
      path: ['mailFrom'],
      message: '送信元メールアドレス（mailFrom）を入力してください',
    });
    const wrong = shopProfileSchema.safeParse({ ...sampleShopProfile, mailFrom: 'no-reply' });
    expect(wrong.error?.issues[0]).toMatchObject({
      path: ['mailFrom'],
      message: '送信元メールアドレス（mailFrom）の形式が正しくありません',
    });
  });

  it('names the sample details a profile still carries', () => {
    expect(sampleDetailsIn(sampleShopProfile)).toEqual([
      'registrationNumber',
      'name',
      'address',
      'tel',
      'email',
      'mailFrom',
      'bankAccount',
    ]);
    const sampleBank = sampleShopProfile.bankAccount;
    if (!sampleBank) throw new Error('the sample profile has a bank account');
    const real = {
      ...sampleShopProfile,
      name: '株式会社ラベル工房',
      address: '大阪府大阪市北区梅田1-1-1',
      tel: '06-6000-0000',
      email: 'shop@label-kobo.example.jp',
      mailFrom: 'no-reply@label-kobo.example.jp',
      registrationNumber: 'T7000012050002',
      bankAccount: { ...sampleBank, accountNumber: '7654321' },
    };
    expect(sampleDetailsIn(real)).toEqual([]);
    // A shop that takes no transfers names no account (decision 0821).
    const { bankAccount: _none, ...withoutBank } = real;
    expect(sampleDetailsIn(withoutBank)).toEqual([]);
  });
});
