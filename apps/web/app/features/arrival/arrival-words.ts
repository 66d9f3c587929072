// The arrival day as the order review says it (decision 0804): the destination's own day, or the
// general window when its prefecture is not known. Loaded apart from the page (use-arrival-words.ts):
// the carrier's table is not needed before the holidays have arrived and dated the shipping.
import { destinationPrefectureOf, formatArrival, type CalendarDay } from '@shop/domain/calendar';

export function arrivalWords(addressLevel1: string | null | undefined): (shipped: CalendarDay) => string {
  const prefecture = destinationPrefectureOf(addressLevel1);
  return (shipped) => formatArrival(shipped, prefecture);
}
