/**
 * What a size field typed on a phone means in mm: Japanese keyboards often produce full-width
 * digits (５０), so those count as digits. Anything that is not a whole number gives NaN, which
 * the size check answers with 数値をご入力ください; an empty field gives 0 (not entered yet).
 */
export function parseSizeInput(value: string | number): number {
  if (typeof value === 'number') return value;
  const halfWidth = value
    .trim()
    .replace(/[０-９]/g, (digit) => String.fromCharCode(digit.charCodeAt(0) - 0xfee0));
  if (halfWidth === '') return 0;
  return /^\d+$/.test(halfWidth) ? Number(halfWidth) : Number.NaN;
}
