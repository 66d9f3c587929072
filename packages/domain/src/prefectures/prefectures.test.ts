import { describe, expect, it } from 'vitest';
import {
  PREFECTURES,
  PREFECTURE_CODES,
  isPrefectureCode,
  prefectureCode,
  prefectureLabel,
} from './prefectures.ts';
import { chosenPrefectureCodeSchema, prefectureCodeSchema } from './schema.ts';

describe('prefectures', () => {
  it('has the 48 codes 00–47 in order, each label once', () => {
    expect(PREFECTURES).toHaveLength(48);
    expect(PREFECTURE_CODES).toEqual(
      Array.from({ length: 48 }, (_, index) => String(index).padStart(2, '0')),
    );
    expect(new Set(PREFECTURES.map((p) => p.label)).size).toBe(48);
  });

  it.each([
    ['00', '未選択'],
    ['01', '北海道'],
    ['13', '東京都'],
    ['14', '神奈川県'],
    ['26', '京都府'],
    ['27', '大阪府'],
    ['47', '沖縄県'],
  ])('%s is %s both ways', (code, label) => {
    expect(prefectureLabel(code)).toBe(label);
    expect(prefectureCode(label)).toBe(code);
  });

  it('gives an empty label to an unknown code and 00 to an unknown label', () => {
    expect(prefectureLabel('48')).toBe('');
    expect(prefectureLabel('1')).toBe('');
    expect(prefectureCode('東京')).toBe('00');
    expect(prefectureCode(' 東京都 ')).toBe('13');
  });

  it('recognises codes', () => {
    expect(isPrefectureCode('00')).toBe(true);
    expect(isPrefectureCode('47')).toBe(true);
    expect(isPrefectureCode('48')).toBe(false);
    expect(isPrefectureCode(13)).toBe(false);
  });
});

describe('prefecture schemas', () => {
  it('accepts every stored code, 00 included', () => {
    for (const code of PREFECTURE_CODES) expect(prefectureCodeSchema.parse(code)).toBe(code);
    expect(prefectureCodeSchema.safeParse('48').error?.issues[0]?.message).toBe('値に誤りがあります');
  });

  it.each([undefined, '', '00', '未選択', 'unselect'])('asks the customer to choose for %j', (value) => {
    expect(chosenPrefectureCodeSchema.safeParse(value).error?.issues[0]?.message).toBe(
      '必ず選択してください',
    );
  });

  it('refuses a code that is no prefecture and accepts 01–47', () => {
    expect(chosenPrefectureCodeSchema.safeParse('48').error?.issues[0]?.message).toBe('値に誤りがあります');
    expect(chosenPrefectureCodeSchema.parse('01')).toBe('01');
    expect(chosenPrefectureCodeSchema.parse('47')).toBe('47');
  });
});
