import { describe, expect, it } from 'vitest';
import { formMessages } from '../messages/index.ts';
import { estimateRequestSchema } from './estimate-request.ts';
import { estimateSampleFileProblem, estimateSampleFileSchema } from './sample-file.ts';
import { errorsOf } from './test-input.ts';

const good = {
  purpose: '商品ラベル',
  adhesive: '強粘着',
  placement: 'その他',
  placementEtc: '冷凍庫内の容器',
  material: '未選択',
  sizeX: '50',
  sizeY: 30,
  shape: '角丸四角',
  whiteInk: '',
  color: 'フルカラー',
  tokusyoku: 'あり',
  tokusyokuText: 'DIC 123',
  lamination: 'マットPP',
  specialProcessing: '',
  num0: '1,000',
  num1: '３０００枚',
  num2: '',
  deliveryForm: 'ロール',
  rollRoll: '外巻き',
  rollPlacement: '1列',
  rollSize: '紙管内径76mm',
  packaging: '',
  submission: 'Illustrator',
  deliveryTo: '27',
  isHurry: 'on',
  etc: '初回は少量で試したいです。\nよろしくお願いいたします。',
  organization: '株式会社ステッカー',
  familyName: '山田',
  givenName: '太郎',
  tel: '06-1234-5678',
  email: 'taro@example.com',
};

describe('estimateRequestSchema', () => {
  it('passes a good request, with quantities as numeric strings', () => {
    expect(estimateRequestSchema.parse(good)).toMatchObject({
      material: '',
      sizeX: 50,
      sizeY: 30,
      num0: '1000',
      num1: '3000',
      num2: '',
      deliveryTo: '27',
      isHurry: true,
    });
  });

  it('passes a minimal request', () => {
    const minimal = {
      purpose: '販促',
      sizeX: 50,
      sizeY: 50,
      num0: 100,
      deliveryTo: '13',
      familyName: '山田',
      givenName: '太郎',
      tel: '03-1234-5678',
      email: 'taro@example.com',
    };
    expect(estimateRequestSchema.parse(minimal)).toMatchObject({
      num0: '100',
      num1: '',
      isHurry: false,
      etc: '',
    });
  });

  it.each([
    ['purpose', '未選択', '必ず選択してください'],
    ['purpose', undefined, '必ず選択してください'],
    [
      'adhesive',
      'ｷｮｳﾈﾝﾁｬｸ',
      '1文字目に使用できない文字が含まれています（機種依存文字や一部の旧字体など、JIS第1・第2水準にない文字はご利用いただけません）',
    ],
    ['sizeX', '', '必ず入力してください'],
    ['sizeX', '5.5', '数値をご入力ください'],
    ['sizeY', 'abc', '数値をご入力ください'],
    ['sizeY', 0, '小さすぎます'],
    ['sizeX', 10_001, '大きすぎます'],
    ['num0', '', '必ず入力してください'],
    ['num0', '千枚', '数値が必要です'],
    ['num0', '0', '1以上の数量をご入力ください'],
    ['num1', '10,000,001', '大きすぎます'],
    ['num2', 'たくさん', '数値が必要です'],
    ['deliveryTo', '00', '必ず選択してください'],
    ['isHurry', 3, '形式が違います'],
    [
      'etc',
      '①',
      '1文字目に使用できない文字が含まれています（機種依存文字や一部の旧字体など、JIS第1・第2水準にない文字はご利用いただけません）',
    ],
    ['familyName', '', '必ず入力してください'],
    ['tel', '', '必ず入力してください'],
    ['email', 'taro', 'メールアドレスの形式が正しくありません'],
  ])('puts the message on %s for %j', (field, value, message) => {
    expect(errorsOf(estimateRequestSchema, { ...good, [field]: value })).toEqual({ [field]: message });
  });

  it('asks what "other" placement means', () => {
    expect(errorsOf(estimateRequestSchema, { ...good, placementEtc: '' })).toEqual({
      placementEtc: '必ず入力してください',
    });
    expect(errorsOf(estimateRequestSchema, { ...good, placement: '屋外', placementEtc: '' })).toBeNull();
  });

  it('asks which spot colour', () => {
    expect(errorsOf(estimateRequestSchema, { ...good, tokusyokuText: '' })).toEqual({
      tokusyokuText: '必ず入力してください',
    });
    expect(errorsOf(estimateRequestSchema, { ...good, tokusyoku: 'なし', tokusyokuText: '' })).toBeNull();
  });

  it.each([
    [true, true],
    [false, false],
    ['true', true],
    ['1', true],
    ['', false],
    ['false', false],
  ])('reads isHurry %j as %s', (value, expected) => {
    expect(estimateRequestSchema.parse({ ...good, isHurry: value }).isHurry).toBe(expected);
  });
});

describe('estimateSampleFileSchema', () => {
  it('passes artwork up to 10 MB', () => {
    expect(estimateSampleFileSchema.safeParse({ name: 'ロゴ.AI', size: 10 * 1024 * 1024 }).success).toBe(
      true,
    );
  });
  it('refuses a large file or another type', () => {
    expect(errorsOf(estimateSampleFileSchema, { name: 'logo.pdf', size: 10 * 1024 * 1024 + 1 })).toEqual({
      size: 'ファイルのサイズは10MBまででお願いいたします',
    });
    expect(errorsOf(estimateSampleFileSchema, { name: 'setup.exe', size: 100 })).toEqual({
      name: 'このファイル形式はお送りいただけません（PDF・AI・EPS・PSD・JPEG・PNG・ZIPなど）',
    });
  });
});

describe('estimateSampleFileProblem', () => {
  // The form's check of a chosen file: the schema's first message, in Japanese.
  it.each([
    ['ロゴ.AI', 10 * 1024 * 1024, null],
    ['logo.pdf', 10 * 1024 * 1024 + 1, 'ファイルのサイズは10MBまででお願いいたします'],
    ['setup.exe', 100, 'このファイル形式はお送りいただけません（PDF・AI・EPS・PSD・JPEG・PNG・ZIPなど）'],
    ['', 100, 'このファイル形式はお送りいただけません（PDF・AI・EPS・PSD・JPEG・PNG・ZIPなど）'],
    ['写真.JPEG', 2048, null],
  ])('%j of %d bytes: %s', (name, size, message) => {
    expect(estimateSampleFileProblem({ name, size })).toBe(message);
  });

  it('says a fractional or empty size in the catalogue’s words', () => {
    expect(estimateSampleFileProblem({ name: 'logo.pdf', size: 0 })).toBe(formMessages.tooSmall);
    expect(estimateSampleFileProblem({ name: 'logo.pdf', size: 1.5 })).toBe(formMessages.integerNeeded);
  });
});
