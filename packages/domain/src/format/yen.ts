// Amounts as yen with thousands separators. The sign is U+00A5 (¥), as Japanese shops print
// prices; Intl's ja-JP currency style would give the full-width ￥. A negative amount (a discount)
// takes the minus sign U+2212 (−), the one minus of the glossary (docs/glossary.md): screens, mails
// and documents print −¥500 alike.

const grouping = new Intl.NumberFormat('ja-JP', { maximumFractionDigits: 0, useGrouping: true });

function grouped(amount: number): { sign: string; digits: string } {
  if (!Number.isFinite(amount)) throw new RangeError(`Not an amount: ${amount}`);
  const rounded = Math.round(amount);
  return { sign: rounded < 0 ? '−' : '', digits: grouping.format(Math.abs(rounded)) };
}

/** 12345 → '¥12,345'; -500 → '−¥500' (a discount). */
export function formatYen(amount: number): string {
  const { sign, digits } = grouped(amount);
  return `${sign}¥${digits}`;
}

/** 12345 → '12,345円' */
export function formatYenSuffix(amount: number): string {
  const { sign, digits } = grouped(amount);
  return `${sign}${digits}円`;
}
