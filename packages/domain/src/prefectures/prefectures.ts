// The spec's 48 prefecture codes (JIS X 0401 order): '00' for "not chosen / unknown", '01'–'47'.
// '00' reads 未選択 because it is the placeholder of every prefecture select (spec point 5 treats
// 未選択 as "nothing chosen"). Decision: docs/decisions/0156-form-schemas.md.

export const PREFECTURES = [
  { code: '00', label: '未選択' },
  { code: '01', label: '北海道' },
  { code: '02', label: '青森県' },
  { code: '03', label: '岩手県' },
  { code: '04', label: '宮城県' },
  { code: '05', label: '秋田県' },
  { code: '06', label: '山形県' },
  { code: '07', label: '福島県' },
  { code: '08', label: '茨城県' },
  { code: '09', label: '栃木県' },
  { code: '10', label: '群馬県' },
  { code: '11', label: '埼玉県' },
  { code: '12', label: '千葉県' },
  { code: '13', label: '東京都' },
  { code: '14', label: '神奈川県' },
  { code: '15', label: '新潟県' },
  { code: '16', label: '富山県' },
  { code: '17', label: '石川県' },
  { code: '18', label: '福井県' },
  { code: '19', label: '山梨県' },
  { code: '20', label: '長野県' },
  { code: '21', label: '岐阜県' },
  { code: '22', label: '静岡県' },
  { code: '23', label: '愛知県' },
  { code: '24', label: '三重県' },
  { code: '25', label: '滋賀県' },
  { code: '26', label: '京都府' },
  { code: '27', label: '大阪府' },
  { code: '28', label: '兵庫県' },
  { code: '29', label: '奈良県' },
  { code: '30', label: '和歌山県' },
  { code: '31', label: '鳥取県' },
  { code: '32', label: '島根県' },
  { code: '33', label: '岡山県' },
  { code: '34', label: '広島県' },
  { code: '35', label: '山口県' },
  { code: '36', label: '徳島県' },
  { code: '37', label: '香川県' },
  { code: '38', label: '愛媛県' },
  { code: '39', label: '高知県' },
  { code: '40', label: '福岡県' },
  { code: '41', label: '佐賀県' },
  { code: '42', label: '長崎県' },
  { code: '43', label: '熊本県' },
  { code: '44', label: '大分県' },
  { code: '45', label: '宮崎県' },
  { code: '46', label: '鹿児島県' },
  { code: '47', label: '沖縄県' },
] as const;

export type PrefectureCode = (typeof PREFECTURES)[number]['code'];
export type PrefectureLabel = (typeof PREFECTURES)[number]['label'];

export const UNKNOWN_PREFECTURE_CODE = '00';

const labelByCode: ReadonlyMap<string, PrefectureLabel> = new Map(PREFECTURES.map((p) => [p.code, p.label]));
const codeByLabel: ReadonlyMap<string, PrefectureCode> = new Map(PREFECTURES.map((p) => [p.label, p.code]));

/** All 48 codes, '00' first. */
export const PREFECTURE_CODES = PREFECTURES.map((p) => p.code) as [PrefectureCode, ...PrefectureCode[]];

/** True for one of the 48 codes ('00' included). */
export function isPrefectureCode(value: unknown): value is PrefectureCode {
  return typeof value === 'string' && labelByCode.has(value);
}

/** '13' → '東京都'; '00' → '未選択'; an unknown code → ''. */
export function prefectureLabel(code: string): PrefectureLabel | '' {
  return labelByCode.get(code) ?? '';
}

/** '東京都' → '13'; a label that is no prefecture → '00'. */
export function prefectureCode(label: string): PrefectureCode {
  return codeByLabel.get(label.trim()) ?? UNKNOWN_PREFECTURE_CODE;
}
