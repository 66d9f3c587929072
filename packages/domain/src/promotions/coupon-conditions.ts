// A coupon's conditions as the customer reads them beside the applied code (issue 24 point 4,
// decision 0719): the same facts the checkout judges a code on (checkout/coupon.ts and the API's
// judgeCoupon), said once here so the payment page and any later screen say them alike.
import { formatDate } from '../format/date.ts';
import { formatYen } from '../format/yen.ts';
import { checkoutMessages } from '../messages/index.ts';

export interface CouponConditionFacts {
  minimumTotal: number;
  /** The first instant the coupon no longer works, as stored (tokyoDayEnd of its last day). */
  validUntil: Date | null;
  useLimit: number | null;
  oncePerMember: boolean;
}

/** The conditions in polite Japanese, one sentence each; empty when the coupon has none. */
export function couponConditions(coupon: CouponConditionFacts): string[] {
  const lines: string[] = [];
  if (coupon.validUntil) {
    // The last instant it works falls on its last Tokyo day.
    const lastDay = new Date(coupon.validUntil.getTime() - 1);
    lines.push(`有効期限は${formatDate(lastDay)}までです`);
  }
  if (coupon.minimumTotal > 0) lines.push(checkoutMessages.couponMinimum(formatYen(coupon.minimumTotal)));
  if (coupon.oncePerMember) lines.push('お一人様1回限りご利用いただけます');
  if (coupon.useLimit !== null) {
    lines.push(`先着順で、ご利用が${coupon.useLimit.toLocaleString('ja-JP')}回に達した時点で終了いたします`);
  }
  return lines;
}
