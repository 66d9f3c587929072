import { afterEach, describe, expect, it, vi } from 'vitest';
import { AnswerShapeError } from './api-answer';
import { resetShopProfileForTests, shopProfile } from './shop-profile';

afterEach(() => resetShopProfileForTests());

const operator = {
  shopName: 'ラベル工房',
  name: '株式会社ラベル工房（試験用）',
  representative: '佐藤 花子',
  postalCode: '530-0001',
  address: '大阪府大阪市北区梅田1-1-1',
  tel: '06-6000-0000',
  email: 'shop@label-kobo.example.jp',
  businessHours: '平日 9:30〜17:30（土日祝を除く）',
  registrationNumber: 'T2876543210987',
};

describe('the shop profile (issue 15 point 7)', () => {
  it('asks the server once per page load, and again after a failed ask', async () => {
    const failing = vi.fn(() => Promise.reject(new Error('offline')));
    await expect(shopProfile(failing)).rejects.toThrow('offline');
    const answering = vi.fn(() => Promise.resolve(operator));
    expect(await shopProfile(answering)).toEqual(operator);
    expect(await shopProfile(answering)).toEqual(operator);
    expect(answering).toHaveBeenCalledTimes(1);
  });

  it('refuses an answer of another shape', async () => {
    await expect(shopProfile(() => Promise.resolve({ name: 1 }))).rejects.toBeInstanceOf(AnswerShapeError);
  });
});
