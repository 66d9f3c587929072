// The titles of the sample purposes, in their order, apart from the purposes themselves (their text
// and presets): the estimate form lists them as its purpose choices in its first view (decision
// 0563). A test holds them to `samplePurposes`.
export const samplePurposeTitles = [
  '商品ラベル',
  'ノベルティ',
  '屋外看板',
  '食品表示',
  'イベント',
  '名入れ',
  '管理番号',
  '店頭POP',
  'ギフト・封かん',
  '車・バイク',
] as const;
