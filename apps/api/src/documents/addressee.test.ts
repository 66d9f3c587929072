import { describe, expect, it } from 'vitest';
import { addresseeLine, addresseeParts, honorific, parseAddressee } from './addressee.ts';

describe('parseAddressee', () => {
  it.each([
    ['山田 太郎', '山田 太郎', 'person'],
    ['  山田太郎  ', '山田太郎', 'person'],
    ['山田太郎様', '山田太郎', 'person'],
    ['山田太郎 様', '山田太郎', 'person'],
    ['山田太郎\u3000さま', '山田太郎', 'person'],
    ['山田太郎殿', '山田太郎', 'person'],
    ['株式会社シールラボ', '株式会社シールラボ', 'organization'],
    ['シールラボ株式会社', 'シールラボ株式会社', 'organization'],
    ['(株)シールラボ', '(株)シールラボ', 'organization'],
    ['㈱シールラボ', '㈱シールラボ', 'organization'],
    ['一般社団法人 日本ステッカー協会', '一般社団法人 日本ステッカー協会', 'organization'],
    ['株式会社シールラボ 営業部', '株式会社シールラボ 営業部', 'organization'],
    ['株式会社シールラボ 渋谷支店', '株式会社シールラボ 渋谷支店', 'organization'],
    ['株式会社シールラボ 山田太郎', '株式会社シールラボ 山田太郎', 'person'],
    ['株式会社シールラボ 御中', '株式会社シールラボ', 'organization'],
    ['シールラボ御中', 'シールラボ', 'organization'],
    // What the customer typed wins, even against the words.
    ['株式会社シールラボ様', '株式会社シールラボ', 'person'],
    ['渋谷区立渋谷小学校', '渋谷区立渋谷小学校', 'organization'],
    ['山田 省吾', '山田 省吾', 'person'],
    ['', '', 'person'],
  ] as const)('%j → %j (%s)', (text, name, kind) => {
    expect(parseAddressee(text)).toEqual({ name, kind });
  });
});

describe('addresseeLine', () => {
  it.each([
    [{ name: '山田 太郎', kind: 'person' }, undefined, '山田 太郎 様'],
    [{ name: '株式会社シールラボ', kind: 'organization' }, undefined, '株式会社シールラボ 御中'],
    [{ name: '  ', kind: 'person' }, '上様', '上様'],
    [{ name: '', kind: 'organization' }, undefined, `${'\u3000'.repeat(8)} 御中`],
  ] as const)('%j → %j', (addressee, blank, line) => {
    expect(addresseeLine(addressee, blank)).toBe(line);
  });

  it('keeps the honorific apart from the name, and none after 上様', () => {
    expect(addresseeParts({ name: ' 山田 ', kind: 'person' })).toEqual({ name: '山田', honorific: '様' });
    expect(addresseeParts({ name: '', kind: 'person' }, '上様')).toEqual({ name: '上様', honorific: '' });
  });

  it('uses 様 for a person and 御中 for an organisation', () => {
    expect([honorific('person'), honorific('organization')]).toEqual(['様', '御中']);
  });
});
