import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages, fieldMessages } from '@shop/domain/messages';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { memberMessages } from '../auth/member-messages.ts';
import { postalCodeProblem } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

interface Lookup {
  data: {
    postalCode: string;
    candidates: { prefectureCode: string; prefecture: string; city: string; town: string }[];
  };
}

const lookup = (postal: string) => t.app.inject({ method: 'GET', url: `/api/v2/address/${postal}` });

describe('GET /api/v2/address/{postal}', () => {
  it.each([
    ['1000001', { prefectureCode: '13', prefecture: '東京都', city: '千代田区', town: '千代田' }],
    ['100-0001', { prefectureCode: '13', prefecture: '東京都', city: '千代田区', town: '千代田' }],
    ['060-0000', { prefectureCode: '01', prefecture: '北海道', city: '札幌市中央区', town: '' }],
    ['907-1101', { prefectureCode: '47', prefecture: '沖縄県', city: '八重山郡竹富町', town: '竹富' }],
    ['9071801', { prefectureCode: '47', prefecture: '沖縄県', city: '八重山郡与那国町', town: '与那国' }],
    // Hamamatsu's wards were merged into 中央区 in 2024.
    ['430-0946', { prefectureCode: '22', prefecture: '静岡県', city: '浜松市中央区', town: '元城町' }],
  ])('finds %s', async (postal, candidate) => {
    const res = await lookup(postal);
    expect(res.statusCode).toBe(200);
    const { data } = res.json<Lookup>();
    expect(data.postalCode).toBe(postal.replace('-', ''));
    expect(data.candidates).toEqual([candidate]);
  });

  it('keeps every candidate of a code shared by two cities or two prefectures', async () => {
    const sapporo = (await lookup('004-0000')).json<Lookup>().data.candidates.map((c) => c.city);
    expect(sapporo).toEqual(['札幌市厚別区', '札幌市清田区']);
    const border = (await lookup('498-0000'))
      .json<Lookup>()
      .data.candidates.map((c) => c.prefecture + c.city);
    expect(border).toEqual(['愛知県弥富市', '三重県桑名郡木曽岬町']);
  });

  it("gives no street for Japan Post's notes in place of a town", async () => {
    const { data } = (await lookup('409-0142')).json<Lookup>();
    expect(data.candidates.every((c) => c.town === '')).toBe(true);
  });

  it('answers 404 with the envelope for a code that does not exist', async () => {
    const res = await lookup('999-9999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: memberMessages.postalNotFound, errors: {} });
  });

  it.each(['12345', '100-00011', 'abcdefg', '100_0001', '１０００００１'])(
    'answers 400 for the malformed code %j',
    async (postal) => {
      const res = await lookup(encodeURIComponent(postal));
      expect(res.statusCode).toBe(400);
      const body = res.json<{ message: string; errors: Record<string, string> }>();
      expect(body.message).toBe(apiMessages.badRequest);
      expect(body.errors.postal).toBeDefined();
    },
  );
});

describe('postalCodeProblem (spec point 5)', () => {
  it.each([
    [1000001, '13', '千代田区', null],
    ['100-0001', '13', '千代田区', null],
    // Sent as a number, 060-0000 loses its leading zero.
    [600000, '01', '札幌市中央区', null],
    [4300946, '22', '浜松市中央区', null],
    [4300946, '22', '浜松市中区', fieldMessages.postalMismatch],
    [1000001, '27', '千代田区', fieldMessages.postalMismatch],
    [9999999, '13', '千代田区', fieldMessages.postalCheck],
    [4980000, '24', '桑名郡木曽岬町', null],
    [4980000, '23', '弥富市', null],
  ])('%s with %s %s → %s', (postalCode, prefectureCode, city, expected) => {
    expect(postalCodeProblem({ postalCode, prefectureCode, city })).toBe(expected);
  });
});
