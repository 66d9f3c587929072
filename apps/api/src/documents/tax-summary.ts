// Totals of a document by tax rate, as the qualified-invoice rules ask: the consumption tax is
// computed once per rate on the tax-included total of that rate and rounded down, never per line
// (消費税法施行令 第70条の10). Prices are tax-included (総額表示), so the tax is the part contained
// in the total: floor(total × rate / (100 + rate)). For 10% this is taxContained of the pricing
// module; the test holds the two together.

/** Stickers are always 10%; 8% (軽減税率) exists so a mixed document stays correct. */
export type TaxRatePercent = 10 | 8;

export interface TaxableLine {
  /** Tax-included integer yen; negative for a discount line. */
  amount: number;
  /** 10 unless told. */
  taxRatePercent?: TaxRatePercent;
}

export interface RateTotal {
  taxRatePercent: TaxRatePercent;
  /** 10%対象 (税込) */
  totalWithTax: number;
  /** 消費税額 of this rate */
  tax: number;
  /** 10%対象 (税抜) */
  totalWithoutTax: number;
}

export interface DocumentTotals {
  /** Highest rate first; only the rates that occur. */
  byRate: RateTotal[];
  totalWithTax: number;
  tax: number;
  totalWithoutTax: number;
}

/** The consumption tax contained in a tax-included amount at one rate, rounded down. */
export function containedTax(amountWithTax: number, taxRatePercent: TaxRatePercent): number {
  return Math.floor((amountWithTax * taxRatePercent) / (100 + taxRatePercent));
}

/** Groups the lines by rate and computes each rate's tax. Throws on amounts that are not integer yen. */
export function summarizeTax(lines: readonly TaxableLine[]): DocumentTotals {
  const totals = new Map<TaxRatePercent, number>();
  for (const line of lines) {
    if (!Number.isSafeInteger(line.amount)) throw new RangeError(`Not integer yen: ${line.amount}`);
    const rate = line.taxRatePercent ?? 10;
    totals.set(rate, (totals.get(rate) ?? 0) + line.amount);
  }
  const byRate = [...totals.entries()]
    .sort(([a], [b]) => b - a)
    .map(([taxRatePercent, totalWithTax]): RateTotal => {
      // A discount larger than what it discounts is a caller's mistake, not something to print.
      if (totalWithTax < 0) throw new RangeError(`Negative total at ${taxRatePercent}%: ${totalWithTax}`);
      const tax = containedTax(totalWithTax, taxRatePercent);
      return { taxRatePercent, totalWithTax, tax, totalWithoutTax: totalWithTax - tax };
    });
  const sum = (pick: (rate: RateTotal) => number) => byRate.reduce((total, rate) => total + pick(rate), 0);
  return {
    byRate,
    totalWithTax: sum((rate) => rate.totalWithTax),
    tax: sum((rate) => rate.tax),
    totalWithoutTax: sum((rate) => rate.totalWithoutTax),
  };
}
