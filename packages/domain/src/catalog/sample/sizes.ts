import type { DeliveryDateOption, SizeClass, SizeSpec } from '../size-schema.ts';
import type { PriceCurve } from './price-curve.ts';

/** Sheet-printed stickers: 10–300 mm, and not both sides above 280 mm (the sheet's width). */
export const stickerSpec: SizeSpec = { shortMin: 10, longMin: 20, shortMax: 280, longMax: 300 };

export const stickerSizeClasses: SizeClass[] = [30, 50, 80, 100, 150, 200, 300].map((longMax, index) => ({
  id: index + 1,
  sizeName: `長辺${longMax}mm以内`,
  longMax,
}));

export const stickerQuantities = [10, 20, 30, 50, 100, 200, 300, 500, 1000, 2000, 3000, 5000];

/** Large stickers are not made in the thousands: the bigger classes stop earlier. */
export const stickerQuantityLimit = (sizeClass: SizeClass): number =>
  sizeClass.longMax >= 300 ? 1000 : sizeClass.longMax >= 150 ? 3000 : 5000;

/** White PP at 50 mm: ¥1,320 for 10, ¥2,530 for 100, ¥12,595 for 1,000 tax included (MARKET.md). */
export const stickerCurve = (material: number): PriceCurve => ({
  setup: 1050,
  unit: 18.07,
  referenceLong: 50,
  sizeExponent: 1.6,
  volumeExponent: 0.92,
  material,
});

/** Ship in 7/5/3/2 business days; 5 is the standard price, 7 a little cheaper, fast ones dearer. */
export const stickerDeliveryDates: DeliveryDateOption[] = [
  { days: 7, ratePercent: 90 },
  { days: 5, ratePercent: 100 },
  { days: 3, ratePercent: 120 },
  { days: 2, ratePercent: 150 },
];

/** Large format (vinyl, printed on a roll): 100–1,200 mm. */
export const bigStickerSpec: SizeSpec = { shortMin: 100, longMin: 200, shortMax: 900, longMax: 1200 };

export const bigStickerSizeClasses: SizeClass[] = [300, 450, 600, 900, 1200].map((longMax, index) => ({
  id: index + 1,
  sizeName: `長辺${longMax}mm以内`,
  longMax,
}));

export const bigStickerQuantities = [1, 2, 3, 5, 10, 20, 30, 50, 100];

/** About ¥5,200 for one 600 mm sticker, tax included. */
export const bigStickerCurve: PriceCurve = {
  setup: 1500,
  unit: 1000,
  referenceLong: 300,
  sizeExponent: 1.7,
  volumeExponent: 0.92,
  material: 1,
};

export const bigStickerDeliveryDates: DeliveryDateOption[] = [
  { days: 7, ratePercent: 90 },
  { days: 5, ratePercent: 100 },
  { days: 3, ratePercent: 125 },
];
