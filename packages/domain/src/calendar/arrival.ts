// When a parcel shipped on a given day arrives. With the destination prefecture known, the day is
// the shipping day plus the carrier's lead time there (lead-days.ts, decision 0804); without it,
// the shop states the window most of Japan gets (decision 0650): the next day or the day after.
// Calendar days: the carriers deliver on weekends, holidays and through 年末年始.
import { addDays, formatJapaneseDay, type CalendarDay } from './day.ts';
import { leadTimeByPrefecture, type DestinationPrefecture } from './lead-days.ts';

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

/** The day a parcel shipped on `shipped` reaches the main land of `prefecture`. */
export function arrivalDay(shipped: CalendarDay, prefecture: DestinationPrefecture): CalendarDay {
  return addDays(shipped, leadTimeByPrefecture[prefecture].days);
}

export const remoteIslandsNote = '離島へは日数が多くかかる場合があります';

/** 2026-11-27, 沖縄県 → 11月30日(月)（離島へは日数が多くかかる場合があります） */
export function formatArrivalDay(shipped: CalendarDay, prefecture: DestinationPrefecture): string {
  const day = formatJapaneseDay(arrivalDay(shipped, prefecture));
  return leadTimeByPrefecture[prefecture].remoteIslands ? `${day}（${remoteIslandsNote}）` : day;
}

/** The arrival for a known prefecture, else the window: what every screen and the mail say. */
export function formatArrival(shipped: CalendarDay, prefecture: DestinationPrefecture | null): string {
  return prefecture ? formatArrivalDay(shipped, prefecture) : formatArrivalWindow(shipped);
}
