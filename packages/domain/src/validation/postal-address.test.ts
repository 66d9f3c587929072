import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../messages/index.ts';
import { postalTownProblem, type PostalCandidate } from './postal-address.ts';

// Japan Post's data as the API's lookup gives it.
const taketomi = [{ prefecture: '沖縄県', city: '八重山郡竹富町', town: '竹富' }];
const chiyoda = [{ prefecture: '東京都', city: '千代田区', town: '千代田' }];
const kita1jo = [{ prefecture: '北海道', city: '札幌市中央区', town: '北一条西' }];
const mitsui = [{ prefecture: '東京都', city: '新宿区', town: '西新宿新宿三井ビル' }];
const kyoto = [{ prefecture: '京都府', city: '京都市下京区', town: '東塩小路町' }];
const kasumigaseki = [{ prefecture: '東京都', city: '千代田区', town: '霞が関' }];
const odori = [{ prefecture: '北海道', city: '札幌市中央区', town: '大通西（１～１９丁目）' }];
const wholeCity = [{ prefecture: '北海道', city: '札幌市中央区', town: '' }];
const twoWards = [
  { prefecture: '北海道', city: '札幌市厚別区', town: '' },
  { prefecture: '北海道', city: '札幌市清田区', town: '' },
];
const aza = [{ prefecture: '沖縄県', city: '島尻郡南大東村', town: '大字在所' }];

describe('postalTownProblem: the street line belongs to the postal code’s town (decision 0663)', () => {
  it.each<[string, PostalCandidate[], string, string, string]>([
    ['the town first', chiyoda, '13', '千代田区', '千代田1-1'],
    ['kanji numbers in the data, digits typed', kita1jo, '01', '札幌市中央区', '北1条西2丁目1'],
    ['full-width digits typed', kita1jo, '01', '札幌市中央区', '北１条西２－１'],
    ['a large office’s code names its building', mitsui, '13', '新宿区', '西新宿2-1-1 新宿三井ビル'],
    ['Kyoto: the 通り before the town', kyoto, '26', '京都市下京区', '烏丸通塩小路下ル東塩小路町721-1'],
    ['ヶ for が', kasumigaseki, '13', '千代田区', '霞ヶ関1-2-3'],
    ['Japan Post’s note in brackets', odori, '01', '札幌市中央区', '大通西5丁目'],
    ['大字 left out', aza, '47', '島尻郡南大東村', '在所123'],
    ['the town typed in the city field', taketomi, '47', '八重山郡竹富町竹富', '123'],
    ['the prefecture as a label', chiyoda, '東京都', '千代田区', '千代田1-1'],
    ['a code for a whole city', wholeCity, '01', '札幌市中央区', 'どこでも1-1'],
    ['a code for two wards, no town', twoWards, '01', '札幌市清田区', '清田1条1-1'],
  ])('accepts %s', (_case, candidates, prefecture, city, line) => {
    expect(postalTownProblem(candidates, { prefecture, city, line })).toBeNull();
  });

  it.each<[string, PostalCandidate[], string, string, string, string]>([
    ['the street of the old code (issue 16)', taketomi, '47', '八重山郡竹富町', '千代田1-1', '竹富'],
    ['another town of the same ward', kasumigaseki, '13', '千代田区', '千代田1-1', '霞が関'],
    ['the note in brackets not shown', odori, '01', '札幌市中央区', '北1条西5', '大通西'],
  ])('refuses %s', (_case, candidates, prefecture, city, line, town) => {
    expect(postalTownProblem(candidates, { prefecture, city, line })).toBe(
      fieldMessages.postalTownMismatch(town),
    );
  });

  it('leaves a city that matches no candidate to the postal-code check', () => {
    expect(
      postalTownProblem(chiyoda, { prefecture: '47', city: '八重山郡竹富町', line: '竹富1' }),
    ).toBeNull();
    expect(postalTownProblem([], { prefecture: '13', city: '千代田区', line: '千代田1-1' })).toBeNull();
  });

  it('says nothing when the candidates carry no town (a client’s older data)', () => {
    const noTown = [{ prefecture: '東京都', city: '千代田区' }];
    expect(postalTownProblem(noTown, { prefecture: '13', city: '千代田区', line: '竹富1' })).toBeNull();
  });
});
