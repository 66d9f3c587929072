import { signupSchema } from '@shop/domain/forms';
import { describe, expect, it } from 'vitest';
import { postalCodeForApi } from '../../../lib/postal-code-for-api';
import { signupPayload } from './signup';

describe('payloads (spec point 5: postal codes are sent as numbers without the hyphen)', () => {
  it.each([
    ['100-0001', 1000001],
    ['０６０－００００', 600000],
    ['〒530-0001', 5300001],
  ])('%s → %i', (input, expected) => {
    expect(postalCodeForApi(input)).toBe(expected);
  });

  it('signup sends the postal code as a number and leaves the lookup candidates to the server', () => {
    const form = signupSchema.parse({
      familyName: '山田',
      givenName: '太郎',
      familyKana: 'ヤマダ',
      givenKana: 'タロウ',
      postalCode: '060-0000',
      addressLevel1: '01',
      addressLevel2: '札幌市中央区',
      addressLine1: '北1条西1',
      tel: '011-123-4567',
      email: 'taro@example.com',
      password: 'sticker2026',
      receivedPostalData: [{ prefecture: '北海道', city: '札幌市中央区' }],
    });
    const payload = signupPayload(form);
    expect(payload.postalCode).toBe(600000);
    expect(payload).not.toHaveProperty('receivedPostalData');
    expect(payload).toMatchObject({
      email: 'taro@example.com',
      password: 'sticker2026',
      addressLevel1: '01',
    });
  });
});
