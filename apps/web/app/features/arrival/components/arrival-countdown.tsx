import {
  formatArrival,
  formatArrivalDay,
  formatCutoffCountdown,
  nextOrderCutoff,
  shippingDate,
  type CalendarDay,
  type Holiday,
} from '@shop/domain/calendar';
import { PREFECTURES, prefectureLabel } from '@shop/domain/prefectures';
import { useId } from 'react';
import { useNow } from '../../../lib/use-now';
import { chooseDestinationPrefecture, useDestinationPrefecture } from '../destination-prefecture';

export interface ArrivalCountdownProps {
  /** The shop's holidays; null while loading (nothing is dated until they are known). */
  holidays: readonly Holiday[] | null;
  /** Business days until shipping of each item (delivery plus options); the latest counts. */
  netDays: readonly number[];
  /** A member's registered prefecture (addressLevel1), counted until the customer picks one. */
  memberPrefecture?: string | null;
}

/** The countdown ticks often enough that the minutes shown are never one behind for long. */
const tickMs = 15_000;

const destinations = PREFECTURES.filter((prefecture) => prefecture.code !== '00');

/**
 * 「あと2時間15分以内のご注文で12月3日(木)発送」 and the arrival day in the chosen prefecture
 * (issue 23 point 4). Re-rendered alone every tick: the screen around it does not render again.
 */
export function ArrivalCountdown({ holidays, netDays, memberPrefecture }: ArrivalCountdownProps) {
  const now = useNow(tickMs);
  const prefecture = useDestinationPrefecture(memberPrefecture);
  const selectId = useId();
  if (!holidays || netDays.length === 0) return null;
  const shipped = shippingDate(now, Math.max(...netDays), holidays);
  const countdown = formatCutoffCountdown(now, nextOrderCutoff(now, holidays), shipped, {
    severalItems: netDays.length > 1,
  });
  return (
    <section
      aria-label="発送日とお届け予定日"
      data-testid="arrival-countdown"
      className="rounded-xl border border-emerald-200 bg-emerald-50 p-3 text-sm text-slate-800"
    >
      <p className="font-bold text-emerald-900" role="timer" aria-live="off">
        {countdown}
      </p>
      {prefecture ? (
        <p className="mt-1">
          {prefectureLabel(prefecture)}へのお届け予定日：
          <span className="font-bold">{formatArrival(shipped, prefecture)}</span>
        </p>
      ) : (
        <p className="mt-1">お届け先の都道府県を選ぶと、お届け予定日をお知らせします。</p>
      )}
      <div className="mt-2 flex items-center gap-2">
        <label htmlFor={selectId} className="shrink-0 text-slate-700">
          お届け先
        </label>
        <select
          id={selectId}
          value={prefecture ?? ''}
          onChange={(event) => chooseDestinationPrefecture(event.target.value)}
          className="min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base"
        >
          <option value="" disabled>
            都道府県を選択
          </option>
          {destinations.map((option) => (
            <option key={option.code} value={option.code}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </section>
  );
}

export interface ArrivalDayProps {
  /** The shipping day of a delivery option. */
  shipped: CalendarDay;
  /** A member's registered prefecture (addressLevel1), counted until the customer picks one. */
  memberPrefecture?: string | null;
}

/**
 * A delivery option's お届け予定日 at the chosen prefecture, beside its shipping date; nothing until
 * a prefecture is known (the countdown box above the steps asks for one).
 */
export function ArrivalDay({ shipped, memberPrefecture }: ArrivalDayProps) {
  const prefecture = useDestinationPrefecture(memberPrefecture);
  if (!prefecture) return null;
  return (
    <span className="block text-xs font-normal text-emerald-800" data-testid="option-arrival">
      お届け予定日：{formatArrivalDay(shipped, prefecture)}
    </span>
  );
}
