// The countdown to the order cut-off (issue 23 point 4): until when an order placed now is still
// accepted today, so a customer knows how long they have for the date shown. The deadline is the
// accepted day's cut-off, so the countdown rolls to the next business day at the cut-off, over
// weekends, holidays and 年末年始, by the same rule that dates the shipping (orderAcceptedDay).
import type { Holiday } from './business-days.ts';
import { formatJapaneseDay, tokyoInstant, type CalendarDay } from './day.ts';
import { orderAcceptedDay, orderCutoffHour } from './shipping.ts';

export interface OrderCutoff {
  /** The business day an order placed before `deadline` is accepted on. */
  acceptedDay: CalendarDay;
  /** That day's cut-off instant (14:00 Tokyo). */
  deadline: Date;
}

export function nextOrderCutoff(
  now: Date,
  holidays: readonly Holiday[],
  cutoffHour = orderCutoffHour,
): OrderCutoff {
  const acceptedDay = orderAcceptedDay(now, holidays, cutoffHour);
  return { acceptedDay, deadline: tokyoInstant(acceptedDay, cutoffHour) };
}

const minuteMs = 60_000;
const dayMs = 24 * 60 * minuteMs;

/** 2時間15分 / 15分 / 1分 (a started minute counts, so the text never reads 0分 before the cut-off). */
function remainingText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / minuteMs));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest}分`;
  return rest === 0 ? `${hours}時間` : `${hours}時間${rest}分`;
}

/**
 * 「あと2時間15分以内のご注文で12月3日(木)発送」 within a day of the deadline; further away (a
 * weekend, 年末年始) the deadline itself: 「11月30日(月)14時までのご注文で12月7日(月)発送」.
 * For a cart of several items `shipped` is the latest of their days: 「…12月7日(月)までに全商品を発送」.
 */
export function formatCutoffCountdown(
  now: Date,
  cutoff: OrderCutoff,
  shipped: CalendarDay,
  { severalItems = false, cutoffHour = orderCutoffHour } = {},
): string {
  const left = cutoff.deadline.getTime() - now.getTime();
  const until =
    left <= dayMs
      ? `あと${remainingText(left)}以内`
      : `${formatJapaneseDay(cutoff.acceptedDay)}${cutoffHour}時まで`;
  return `${until}のご注文で${formatJapaneseDay(shipped)}${severalItems ? 'までに全商品を' : ''}発送`;
}
