import { describe, expect, it } from 'vitest';
import { accountUpdateSchema, accountUpdateSchemaFor } from './account.ts';
import { errorsOf, tokyoAddress, yamadaTaro } from './test-input.ts';

const profile = {
  ...yamadaTaro,
  ...tokyoAddress,
  tel: '03-1234-5678',
  email: 'taro@example.com',
};
const schema = accountUpdateSchemaFor('Taro@Example.com');
const needsCurrent = {
  currentPassword: 'メールアドレスまたはパスワードを変更する場合は、現在のパスワードをご入力ください',
};

describe('accountUpdateSchemaFor', () => {
  it('updates the profile without the current password when e-mail and password stay', () => {
    expect(schema.parse(profile)).toMatchObject({
      email: 'taro@example.com',
      password: '',
      currentPassword: '',
    });
  });

  it('asks for the current password when the e-mail address changes', () => {
    expect(errorsOf(schema, { ...profile, email: 'hanako@example.com' })).toEqual(needsCurrent);
    expect(errorsOf(schema, { ...profile, email: 'hanako@example.com', currentPassword: 'old' })).toBeNull();
  });

  it('asks for the current password when the password changes', () => {
    expect(errorsOf(schema, { ...profile, password: 'newpass99' })).toEqual(needsCurrent);
    expect(errorsOf(schema, { ...profile, password: 'newpass99', currentPassword: 'old' })).toBeNull();
  });

  it('holds a new password to the rule', () => {
    expect(errorsOf(schema, { ...profile, password: 'short', currentPassword: 'old' })).toEqual({
      password: 'パスワードは8文字以上72文字以内でご入力ください',
    });
  });

  it.each([
    ['familyKana', 'ﾔﾏﾀﾞ', '全角カタカナでご入力ください'],
    ['addressLevel1', '', '必ず選択してください'],
    ['tel', '0312', '電話番号の形式が正しくありません（例：03-1234-5678）'],
  ])('puts the message on %s for %j', (field, value, message) => {
    expect(errorsOf(schema, { ...profile, [field]: value })).toEqual({ [field]: message });
  });

  it('checks the postal code against the prefecture and city', () => {
    expect(errorsOf(schema, { ...profile, addressLevel1: '01' })).toEqual({
      postalCode: '郵便番号と都道府県・市区町村が一致しません',
    });
  });
});

describe('accountUpdateSchema (without the current address)', () => {
  it('asks for the current password only when the password changes', () => {
    expect(errorsOf(accountUpdateSchema, { ...profile, email: 'hanako@example.com' })).toBeNull();
    expect(errorsOf(accountUpdateSchema, { ...profile, password: 'newpass99' })).toEqual(needsCurrent);
  });
});
