/**
 * The selectable option groups of the 17-step order (spec point 4), in step order. Size,
 * deliveryDate and num are steps too but are not lists of priced choices, so they live elsewhere.
 */
export const optionGroupNames = [
  'adhesive',
  'ondemandFoil',
  'whiteInk',
  'whitedataService',
  'lamination',
  'format',
  'cutlineService',
  'halfcut',
  'cutpath',
  'slit',
  'backSide',
  'deliveryForm',
  'sendCopy',
  'individualPackaging',
] as const;

export type OptionGroupName = (typeof optionGroupNames)[number];

/** Default Japanese step titles; a product may override one with its group's `label`. */
export const optionGroupLabels: Record<OptionGroupName, string> = {
  adhesive: '粘着タイプ',
  ondemandFoil: 'オンデマンド箔',
  whiteInk: '白インク',
  whitedataService: '白版データ作成サービス',
  lamination: 'ラミネート加工',
  format: '形状',
  cutlineService: 'カットライン作成サービス',
  halfcut: 'ハーフカット',
  cutpath: 'カットパス数',
  slit: '裏面スリット',
  backSide: '裏面印刷',
  deliveryForm: '納品形態',
  sendCopy: '控え送付',
  individualPackaging: '個包装',
};

export function isOptionGroupName(value: string): value is OptionGroupName {
  return (optionGroupNames as readonly string[]).includes(value);
}
