// How an estimate request's answers read back, the same on the confirmation step and in the mails
// (issue 16's walk: the screen said 幅・高さ and （未記入） for an unticked お急ぎ, the mail 「いいえ」).
// The size is 横×縦 like every other screen (docs/glossary.md).

/** 「横 50mm × 縦 30mm」 */
export function estimateSizeLabel(sizeX: string | number, sizeY: string | number): string {
  return `横 ${sizeX}mm × 縦 ${sizeY}mm`;
}

/** The お急ぎ row: a box left unticked is an answer too (「いいえ」), never （未記入）. */
export function estimateHurryLabel(isHurry: boolean): string {
  return isHurry ? 'はい（お急ぎのご依頼）' : 'いいえ';
}

/** The files row: none sent is said plainly. */
export const NO_ESTIMATE_FILES = 'なし';
