import { describe, expect, it } from 'vitest';
import { memberContactOf } from './member-contact.ts';

const member = {
  organization: '株式会社シールラボ',
  familyName: '山田',
  givenName: '太郎',
  familyKana: 'ヤマダ',
  givenKana: 'タロウ',
  postalCode: 600000,
  addressLevel1: '01',
  addressLevel2: '札幌市中央区',
  addressLine1: '北1条西2-1',
  addressLine2: '',
  tel: '011-123-4567',
  email: 'taro@example.com',
};

describe('memberContactOf', () => {
  it('gives the forms the member’s details as they hold them', () => {
    expect(memberContactOf(member)).toEqual({
      organization: '株式会社シールラボ',
      familyName: '山田',
      givenName: '太郎',
      fullName: '山田 太郎',
      fullKana: 'ヤマダ タロウ',
      postalCode: '060-0000',
      addressLevel1: '01',
      addressLevel2: '札幌市中央区',
      addressLine1: '北1条西2-1',
      addressLine2: '',
      tel: '011-123-4567',
      email: 'taro@example.com',
    });
  });

  it('leaves out what the member has not given', () => {
    const contact = memberContactOf({
      ...member,
      givenName: '',
      givenKana: '',
      postalCode: null,
      addressLevel1: '',
    });
    expect(contact.fullName).toBe('山田');
    expect(contact.fullKana).toBe('ヤマダ');
    expect(contact.postalCode).toBe('');
    expect(contact.addressLevel1).toBe('00');
  });
});
