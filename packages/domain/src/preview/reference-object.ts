/** Something everyone has held, drawn beside the sticker at the same scale (issue 23). */
export interface ReferenceObject {
  kind: 'coin' | 'businessCard';
  label: string;
  widthMm: number;
  heightMm: number;
}

/** A 1-yen coin: 20 mm across. */
export const oneYenCoin: ReferenceObject = {
  kind: 'coin',
  label: '1円硬貨（直径20mm）',
  widthMm: 20,
  heightMm: 20,
};
/** A Japanese business card: 91 × 55 mm. */
export const businessCard: ReferenceObject = {
  kind: 'businessCard',
  label: '名刺（91×55mm）',
  widthMm: 91,
  heightMm: 55,
};

/**
 * The coin beside a small sticker, the card beside a larger one: whichever is closer in size
 * makes the comparison easiest to read (a coin beside a 300 mm sticker is a dot).
 */
export function referenceObjectFor(widthMm: number, heightMm: number): ReferenceObject {
  return Math.max(widthMm, heightMm) <= 60 ? oneYenCoin : businessCard;
}
