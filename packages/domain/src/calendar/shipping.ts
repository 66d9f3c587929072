import { addBusinessDays, isBusinessDay, nextBusinessDay, type Holiday } from './business-days.ts';
import { formatJapaneseDay, tokyoDate, tokyoHour, type CalendarDay } from './day.ts';

/**
 * Orders placed before 14:00 Tokyo time on a business day are accepted that day. 14:00 is the
 * commonest cut-off of Japanese sticker printers (MARKET.md: most between 12:00 and 17:00) and
 * leaves the afternoon for the data check. docs/decisions/0101-order-cutoff.md.
 */
export const orderCutoffHour = 14;

/** The delivery options of spec point 9, slowest first as the order screen lists them. */
export const deliveryDateOptions = [7, 5, 3, 2] as const;

/** The day an order placed at `now` is accepted: today before the cut-off on a business day, else the next business day. */
export function orderAcceptedDay(
  now: Date,
  holidays: readonly Holiday[],
  cutoffHour = orderCutoffHour,
): CalendarDay {
  const today = tokyoDate(now);
  if (isBusinessDay(today, holidays) && tokyoHour(now) < cutoffHour) return today;
  return nextBusinessDay(today, holidays);
}

/** The day an order placed at `now` ships when it takes `deliveryDays` business days. */
export function shippingDate(
  now: Date,
  deliveryDays: number,
  holidays: readonly Holiday[],
  cutoffHour = orderCutoffHour,
): CalendarDay {
  return addBusinessDays(orderAcceptedDay(now, holidays, cutoffHour), deliveryDays, holidays);
}

/** Spec point 9: 0 → 当日発送, 1 → 翌営業日発送, n → n営業日以内発送. */
export function shippingLabel(days: number): string {
  if (days === 0) return '当日発送';
  if (days === 1) return '翌営業日発送';
  return `${days}営業日以内発送`;
}

/** 2026-11-27 → 11月27日(金)発送 */
export function formatShippingDate(day: CalendarDay): string {
  return `${formatJapaneseDay(day)}発送`;
}

export interface ShippingDateEntry {
  deliveryDate: number;
  shippingDate: CalendarDay;
  label: string;
  display: string;
}

/** What GET /v2/shipping-dates answers: for each delivery option, when an order placed now ships. */
export function shippingDates(
  now: Date,
  holidays: readonly Holiday[],
  options: readonly number[] = deliveryDateOptions,
  cutoffHour = orderCutoffHour,
): ShippingDateEntry[] {
  const accepted = orderAcceptedDay(now, holidays, cutoffHour);
  return options.map((deliveryDate) => {
    const day = addBusinessDays(accepted, deliveryDate, holidays);
    return {
      deliveryDate,
      shippingDate: day,
      label: shippingLabel(deliveryDate),
      display: formatShippingDate(day),
    };
  });
}
