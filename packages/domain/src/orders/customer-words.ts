// The words My page and the done pages put beside an order, from its real state (issue 16 point 6,
// decision 0654): a badge and the sentence under it never disagree, a cancelled order is never
// "paid" and earns nothing, and points are "to come" only for an order that will earn them.
import { POINTS_GRANTED_AT_STATUS } from '../checkout/point-grant.ts';
import { ORDER_STATUS } from './status.ts';

const CANCELLING: readonly number[] = [
  ORDER_STATUS.cancelRequested,
  ORDER_STATUS.paybackedAll,
  ORDER_STATUS.paybacked,
  ORDER_STATUS.canceled,
];

export const isCancellingStatus = (status: number): boolean => CANCELLING.includes(status);

/** What is asked (or said) about the artwork under an order; null when nothing is due. */
export function artworkPrompt(status: number): { text: string; tone: 'request' | 'info' } | null {
  switch (status) {
    case ORDER_STATUS.ordered:
    case ORDER_STATUS.purchased:
      return { text: '入稿データのアップロードをお待ちしております', tone: 'request' };
    case ORDER_STATUS.waitingReUpload:
      return { text: 'データの再入稿をお願いいたします', tone: 'request' };
    case ORDER_STATUS.uploaded:
      return { text: '入稿データを受け付けました。データチェックの完了までお待ちください', tone: 'info' };
    default:
      return null;
  }
}

/**
 * The order's points will be added later: not yet delivered (delivery adds them), not cancelled,
 * and paid for or placed (an order awaiting a card payment may never be placed).
 */
export function earnsPointsLater(status: number): boolean {
  return (
    status !== POINTS_GRANTED_AT_STATUS &&
    status !== ORDER_STATUS.waitingPurchase &&
    !isCancellingStatus(status)
  );
}

/**
 * The note beside the payment method of a purchase; '' when the method says it all. The payment
 * status is the purchase's (pending, authorizing, paid, failed, refunded, on_delivery).
 */
export function paymentNote(paymentStatus: string, statuses: readonly number[]): string {
  const cancelled = statuses.length > 0 && statuses.every(isCancellingStatus);
  if (paymentStatus === 'refunded') return '（返金済み）';
  if (cancelled)
    return paymentStatus === 'paid'
      ? '（キャンセルに伴い返金の手続き中）'
      : '（キャンセル済み・ご請求はありません）';
  switch (paymentStatus) {
    case 'paid':
      return '（お支払い済み）';
    case 'authorizing':
      return '（お支払いが完了していません）';
    // 銀行振込 awaiting the transfer (decision 0820).
    case 'pending':
      return '（ご入金をお待ちしております）';
    case 'failed':
      return '（お支払いは完了せず、ご注文は確定していません）';
    default:
      return '';
  }
}

/** The points line of a purchase: to come, earned, or none (cancelled, or not yet placed). */
export function purchasePointsLine(
  statuses: readonly number[],
  pointEarned: number,
): { label: string; points: number } | null {
  if (pointEarned <= 0 || statuses.length === 0) return null;
  if (statuses.some((status) => isCancellingStatus(status) || status === ORDER_STATUS.waitingPurchase))
    return null;
  if (statuses.every((status) => status === POINTS_GRANTED_AT_STATUS))
    return { label: '獲得ポイント', points: pointEarned };
  return { label: '獲得予定ポイント', points: pointEarned };
}

export type PurchaseOutcome = 'placed' | 'awaitingPayment' | 'notPlaced' | 'cancelled';

/** What the done page may say of a purchase: thanks only for one that was placed. */
export function purchaseOutcome(paymentStatus: string, statuses: readonly number[]): PurchaseOutcome {
  if (paymentStatus === 'failed') return 'notPlaced';
  if (statuses.length > 0 && statuses.every(isCancellingStatus)) return 'cancelled';
  if (paymentStatus === 'authorizing') return 'awaitingPayment';
  return 'placed';
}

/**
 * What a cancellation does to the money, said before the customer confirms it, from the purchase
 * as it is (issue 16's walk: the dialog said 「お支払い済みの場合は…」 and 「ポイント・クーポンはお戻し
 * します」 to every purchase). A bank transfer may be partly paid, so its refund stays conditional.
 */
export function cancelConsequences(purchase: {
  paymentStatus: string;
  pointUse: number;
  discount: number;
  paymentMethod?: string;
}): string[] {
  const money =
    // 後払い: nothing was paid to the shop; the provider bills only after shipping (decision 0826).
    purchase.paymentMethod === 'gmoab'
      ? '後払いのため、代金のご請求はありません。'
      : purchase.paymentStatus === 'paid'
        ? 'お支払い済みの代金は、キャンセル完了後にご返金いたします。'
        : purchase.paymentStatus === 'pending'
          ? 'お振込みいただいた金額がある場合は、キャンセル完了後にご返金いたします。'
          : '代金のご請求はありません。';
  const given = [purchase.pointUse > 0 ? 'ポイント' : null, purchase.discount > 0 ? 'クーポン' : null]
    .filter((word) => word !== null)
    .join('・');
  return given ? [money, `ご利用の${given}はお戻しします。`] : [money];
}
