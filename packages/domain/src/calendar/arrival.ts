// When a parcel shipped on a given day arrives (decision 0650): the carriers deliver within Japan
// the next day or the day after (calendar days: they deliver on weekends and holidays), except
// remote islands and some regions. The shop states this window, not a promise of one day.
import { addDays, formatJapaneseDay, type CalendarDay } from './day.ts';

export const ARRIVAL_DAYS_AFTER_SHIPPING = { from: 1, to: 2 } as const;

export interface ArrivalWindow {
  from: CalendarDay;
  to: CalendarDay;
}

export function arrivalWindow(shipped: CalendarDay): ArrivalWindow {
  return {
    from: addDays(shipped, ARRIVAL_DAYS_AFTER_SHIPPING.from),
    to: addDays(shipped, ARRIVAL_DAYS_AFTER_SHIPPING.to),
  };
}

/** 2026-11-27 → 11月28日(土)〜11月29日(日)頃（離島など一部地域を除く） */
export function formatArrivalWindow(shipped: CalendarDay): string {
  const { from, to } = arrivalWindow(shipped);
  return `${formatJapaneseDay(from)}〜${formatJapaneseDay(to)}頃（離島など一部地域を除く）`;
}
