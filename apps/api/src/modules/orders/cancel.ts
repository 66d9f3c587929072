// PUT /cancel/{purchaseId} (decision 0361): the member cancels a whole purchase until printing
// starts. Unpaid orders end at once (99) and the coupon and points come back in the same
// transaction; paid ones wait for the refund (90), which staff complete.
import { customerCancellationTarget } from '@shop/domain/orders';
import { orderEventMemos, orderMessages } from '@shop/domain/messages';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { enqueueMail } from '../../mail/queue.ts';
import { myPageMessages } from './messages.ts';
import { cancellationMail, cancellationStaffMail, memberMailTarget } from './order-mails.ts';
import { isCancelling, isPurchaseFullyCancelled, statusOf } from './purchase-rules.ts';
import { findPurchaseRow, orderRowsOfPurchase } from './queries.ts';
import { openChallengeOf } from '../checkout/open-challenge.ts';
import { releasePurchase } from '../checkout/settle.ts';
import { returnCouponsAndPoints } from './settlement.ts';
import type { PayPayGateway } from '../../payments/paypay-gateway.ts';
import { withdrawPayPay } from '../paypay/confirm.ts';
import { payPayMessages } from '../paypay/messages.ts';
import { changeOrderStatus } from './status-change.ts';

export interface CancelOutcome {
  /** Every order reached its final cancellation (nothing was paid). */
  completed: boolean;
  /** The purchase was never placed: its 3-D Secure challenge was open, it is gone (decision 0656). */
  released: boolean;
  pointsReturned: number;
  couponsReturned: number;
}

export async function cancelPurchase(
  db: Database,
  config: Pick<Config, 'publicUrl' | 'shopStaffEmail'>,
  userId: number,
  purchaseId: string,
  now: Date,
  /** PayPay, for a purchase waiting on its page (decision 0785): cancelled there first. */
  paypay?: PayPayGateway,
): Promise<CancelOutcome> {
  const released = await releaseOpenChallenge(db, config, userId, purchaseId, now, paypay);
  if (released) return released;
  return db.transaction(async (tx) => {
    const purchase = await findPurchaseRow(tx, userId, purchaseId, { lock: true });
    if (!purchase) throw notFound(myPageMessages.purchaseNotFound);
    // A card charge in flight (or a 3-D Secure challenge open) is settled by the checkout; a
    // cancellation racing it could leave a charge on a cancelled order (decision 0361).
    if (purchase.paymentStatus === 'authorizing') throw conflict(myPageMessages.paymentInProgress);
    const rows = await orderRowsOfPurchase(tx, purchaseId, { lock: true });
    const open = rows.filter((order) => !isCancelling(order.status));
    if (open.length === 0) throw conflict(myPageMessages.alreadyCancelled);
    const targets = open.map((order) => customerCancellationTarget(statusOf(order.status)));
    if (targets.some((target) => target === null)) {
      const noneCancellable = targets.every((target) => target === null);
      throw conflict(noneCancellable ? orderMessages.notCancellable : myPageMessages.cancelPartlyStarted);
    }
    const after = new Map(rows.map((order) => [order.id, order.status]));
    for (const [index, order] of open.entries()) {
      const target = targets[index];
      if (target === null || target === undefined) continue;
      await changeOrderStatus(tx, order, target, 'customer', {
        now,
        memo: orderEventMemos.cancelledByCustomer,
      });
      after.set(order.id, target);
    }
    const completed = isPurchaseFullyCancelled([...after.values()]);
    const returned = completed ? await returnCouponsAndPoints(tx, purchase, now) : { points: 0, coupons: 0 };
    const target = await memberMailTarget(tx, userId);
    if (target)
      await enqueueMail(tx, cancellationMail(config.publicUrl, target, purchaseId, completed, returned), now);
    await enqueueMail(tx, cancellationStaffMail(config.shopStaffEmail, purchaseId, completed), now);
    return { completed, released: false, pointsReturned: returned.points, couponsReturned: returned.coupons };
  });
}

/**
 * A purchase whose 3-D Secure challenge is still open (the customer left the issuer's page) is
 * withdrawn at once: the payment is claimed as failed before anything else, so a late return from
 * the issuer finds it settled and never completes the charge — nothing is authorized until that
 * completion. Its orders go, points and coupon come back, and the customer is mailed. Null when
 * there is no open challenge (or a return has just claimed it): the ordinary rules answer then.
 */
async function releaseOpenChallenge(
  db: Database,
  config: Pick<Config, 'publicUrl'>,
  userId: number,
  purchaseId: string,
  now: Date,
  paypay: PayPayGateway | undefined,
): Promise<CancelOutcome | null> {
  const purchase = await findPurchaseRow(db, userId, purchaseId);
  if (purchase?.paymentStatus !== 'authorizing') return null;
  const challenge = await openChallengeOf(db, purchaseId);
  if (!challenge) return null;
  const given = {
    completed: true,
    released: true,
    pointsReturned: purchase.pointUse,
    couponsReturned: purchase.discount > 0 ? 1 : 0,
  };
  if (challenge.method === 'paypay') {
    // PayPay's page is closed first, so the customer cannot pay for the order once it is gone;
    // paid just before, the purchase is completed and the ordinary cancellation (refund) applies.
    if (!paypay) throw conflict(myPageMessages.paymentInProgress);
    const payment = { ...challenge, status: 'challenge' as const };
    const withdrawn = await withdrawPayPay(
      { db, gateway: paypay, now, publicUrl: config.publicUrl },
      payment,
      'cancelled',
    );
    if (typeof withdrawn === 'object') throw conflict(payPayMessages.cannotCancelNow);
    return withdrawn === 'released' ? given : null;
  }
  const outcome = await releasePurchase(db, {
    expect: { paymentId: challenge.id, status: 'challenge', updatedAt: challenge.updatedAt },
    failure: {
      status: 402,
      message: myPageMessages.releasedBeforePayment,
      code: 'CUSTOMER_CANCELLED',
      detail: 'customer cancelled during 3-D Secure',
    },
    now,
    notify: { publicUrl: config.publicUrl, reason: 'cancelled' },
  });
  if (!outcome) return null;
  return given;
}
