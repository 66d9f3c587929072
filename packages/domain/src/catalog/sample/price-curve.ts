import type { EnabledNums, PriceRow, SizeClass } from '../size-schema.ts';

/**
 * The sample catalogue's price curve, fitted to the market (MARKET.md): a set-up charge plus a
 * per-piece part that grows with the longer side and shrinks per piece with volume. Tax excluded,
 * rounded to ¥10 as shops publish them.
 */
export interface PriceCurve {
  setup: number;
  /** Per-piece yen for a sticker whose longer side is `referenceLong`. */
  unit: number;
  referenceLong: number;
  sizeExponent: number;
  /** Below 1: the per-piece part falls with volume. */
  volumeExponent: number;
  material: number;
}

export function curvePrice(curve: PriceCurve, longSide: number, num: number): number {
  const perPiece = curve.unit * (longSide / curve.referenceLong) ** curve.sizeExponent;
  const raw = curve.material * (curve.setup + perPiece * num ** curve.volumeExponent);
  return Math.round(raw / 10) * 10;
}

export function buildPriceTable(
  curve: PriceCurve,
  sizeClasses: SizeClass[],
  quantities: number[],
): PriceRow[] {
  return sizeClasses.map((sizeClass) => ({
    size: sizeClass.id,
    prices: quantities.map((num) => ({ num, price: curvePrice(curve, sizeClass.longMax, num) })),
  }));
}

/** Every quantity up to `limit(sizeClass)` is orderable in that class. */
export function buildEnabledNums(
  sizeClasses: SizeClass[],
  quantities: number[],
  limit: (sizeClass: SizeClass) => number = () => Infinity,
): EnabledNums[] {
  return sizeClasses.map((sizeClass) => ({
    id: sizeClass.id,
    sizeName: sizeClass.sizeName,
    nums: quantities.filter((num) => num <= limit(sizeClass)),
  }));
}
