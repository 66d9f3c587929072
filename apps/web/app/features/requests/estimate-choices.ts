// The choices of the estimate request form (spec point 3 lists the fields, not their choices;
// decision 0446). Staff read the chosen words as they are, so the values are the Japanese labels.
// Each optional select starts at 未選択, which the shared schema treats as no answer.
import { samplePurposeTitles } from '@shop/domain/catalog';
import { OTHER_CHOICE, TOKUSYOKU_CHOICES } from '@shop/domain/form-limits';
import type { ChoiceOption } from '../../ui/form/select-field';

export const UNSELECTED = '未選択';

const options = (labels: readonly string[]): ChoiceOption[] =>
  labels.map((label) => ({ value: label, label }));

/** Optional selects: 未選択 first. */
const optional = (labels: readonly string[]): ChoiceOption[] => [
  { value: UNSELECTED, label: '選択してください' },
  ...options(labels),
];

export const purposeChoices = options([...samplePurposeTitles, OTHER_CHOICE]);
export const adhesiveChoices = optional([
  '標準',
  '強粘着（はがれにくい）',
  '弱粘着（貼ってはがせる）',
  'わからない・相談したい',
]);
export const placementChoices = optional([
  '屋内の平らな面',
  '屋外',
  '冷蔵・冷凍する容器',
  '曲面（瓶・缶など）',
  '車・バイク',
  '紙・段ボール',
  OTHER_CHOICE,
]);
export const shapeChoices = optional([
  '四角形',
  '角丸四角形',
  '円形・楕円形',
  '自由な形（イラストに沿ったカット）',
]);
export const whiteInkChoices = optional(['使う', '使わない', 'わからない・相談したい']);
export const colorChoices = optional(['フルカラー', '単色（1色）', '2色', 'その他・相談したい']);
export const tokusyokuChoices = optional(TOKUSYOKU_CHOICES);
export const laminationChoices = optional([
  'なし',
  'グロスラミネート（つや有り）',
  'マットラミネート（つや消し）',
  'わからない・相談したい',
]);
export const ROLL_DELIVERY = 'ロール巻き（ラベラー用）';
export const deliveryFormChoices = optional(['1枚ずつカット（全抜き）', '複数面付けのシート', ROLL_DELIVERY]);
export const rollRollChoices = optional(['外巻き（印刷面が外側）', '内巻き（印刷面が内側）']);
export const rollPlacementChoices = optional(['天頭', '地頭', '右頭', '左頭', 'わからない・相談したい']);
export const packagingChoices = optional([
  'まとめて梱包',
  '100枚ごとに小分け',
  '1枚ずつ個包装',
  'その他（ご要望欄に記入）',
]);
export const submissionChoices = optional([
  'Illustrator（AI・EPS）で入稿',
  'PDFで入稿',
  '画像（JPEG・PNG）で入稿',
  '手書きのラフからデータ作成を依頼したい',
]);

/** The material select: the products the shop sells, then a way out for the undecided. */
export function materialChoices(productNames: readonly string[]): ChoiceOption[] {
  return optional([...productNames, 'その他・相談したい']);
}
