// The Today screen (issue 19 point 3): what needs a person now. The rules of each count live here;
// the API counts rows with them. Decision: docs/decisions/0745-today-counts.md.
import { isBusinessDay, nextBusinessDay, type Holiday } from '../calendar/business-days.ts';
import { addDays, tokyoDate, type CalendarDay } from '../calendar/day.ts';
import { orderCutoffHour } from '../calendar/shipping.ts';
import { ORDER_STATUS as S, type OrderStatus } from '../orders/status.ts';

/**
 * The day the shop works for: today on a business day, else the next business day (staff in on a
 * Saturday prepare Monday's parcels).
 */
export function workDay(now: Date, holidays: readonly Holiday[]): CalendarDay {
  const today = tokyoDate(now);
  return isBusinessDay(today, holidays) ? today : nextBusinessDay(today, holidays);
}

/** The last business day before `day`. */
function previousBusinessDay(day: CalendarDay, holidays: readonly Holiday[]): CalendarDay {
  let current = addDays(day, -1);
  while (!isBusinessDay(current, holidays)) current = addDays(current, -1);
  return current;
}

/**
 * Orders are new from the previous business day's cut-off: those are the orders accepted for the
 * work day (decision 0101), the ones nobody has looked at yet.
 */
export function newOrdersSince(now: Date, holidays: readonly Holiday[], cutoffHour = orderCutoffHour): Date {
  const day = previousBusinessDay(workDay(now, holidays), holidays);
  return new Date(`${day}T${String(cutoffHour).padStart(2, '0')}:00:00+09:00`);
}

/** Not yet shipped and not on hold for payment or cancellation: a parcel is still to leave. */
export const AWAITING_SHIPMENT: readonly OrderStatus[] = [
  S.ordered,
  S.purchased,
  S.uploaded,
  S.waitingReUpload,
  S.datachecked,
  S.printed,
  S.waitingResponse,
];

/** To ship today: awaiting shipment with a shipping date on or before the work day (late ones included). */
export function isToShipBy(status: OrderStatus, shippingDate: CalendarDay | null, day: CalendarDay): boolean {
  return AWAITING_SHIPMENT.includes(status) && shippingDate !== null && shippingDate <= day;
}

export interface TodayCounts {
  newOrders: number;
  artworkToCheck: number;
  proofsWaiting: number;
  toShipToday: number;
  lateShipments: number;
  estimateRequestsOpen: number;
  messagesOpen: number;
  samplesOpen: number;
  chargesInDoubt: number;
  /** 銀行振込 with part of the amount received: staff contact the customer (decision 0820). */
  transfersShort: number;
}

/** The Today tiles in the order staff work through them, with where each one leads. */
export const TODAY_ITEMS: readonly { key: keyof TodayCounts; label: string; hint: string }[] = [
  { key: 'newOrders', label: '新しいご注文', hint: '前営業日の締め時刻以降に受け付けたご注文' },
  { key: 'artworkToCheck', label: '入稿データの確認待ち', hint: '入稿済みで、データチェックがまだのご注文' },
  {
    key: 'proofsWaiting',
    label: 'お客様の確認待ち',
    hint: '校正・確認をお願いして、お返事を待っているご注文',
  },
  {
    key: 'toShipToday',
    label: '本日発送',
    hint: '発送日が今日まで（遅れを含む）で、まだ発送していないご注文',
  },
  { key: 'lateShipments', label: '発送遅れ', hint: '発送日を過ぎて、まだ発送していないご注文' },
  { key: 'estimateRequestsOpen', label: '未回答のお見積り依頼', hint: 'まだお見積りを返していない依頼' },
  { key: 'messagesOpen', label: '未対応のお問い合わせ', hint: '対応済みになっていないお問い合わせ' },
  {
    key: 'samplesOpen',
    label: '未対応のサンプル請求',
    hint: '発送・対応済みになっていない無料サンプルのお申し込み',
  },
  {
    key: 'chargesInDoubt',
    label: '確認が必要なカード決済',
    hint: '決済の結果がまだ確かめられていないご注文',
  },
  {
    key: 'transfersShort',
    label: '入金不足の銀行振込',
    hint: '一部だけ入金があり、残りを待っているご注文（期限後も自動ではキャンセルされません）',
  },
];
