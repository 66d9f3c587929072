// My page's 「お支払いを完了する」 (issue 16 point 2, decision 0656): the member's own card purchase
// whose 3-D Secure challenge is still open gets the challenge back, to post to the issuer again. A
// PayPay purchase asks PayPay first (decision 0847): paid in the app meanwhile, there is nothing
// more to pay (the order moved on); ended there, it is released; still payable, PayPay's page again.
import type { Database } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { challengeToResume } from '../checkout/open-challenge.ts';
import type { ConfirmContext } from '../paypay/confirm.ts';
import { payPayMessages } from '../paypay/messages.ts';
import { askPayPayFirst } from '../paypay/my-page.ts';
import { myPageMessages } from './messages.ts';
import { findPurchaseRow } from './queries.ts';
import type { ResumableChallenge } from '@shop/domain/answers';

export async function resumeChallenge(
  db: Database,
  userId: number,
  purchaseId: string,
  payPay: Omit<ConfirmContext, 'db'>,
): Promise<ResumableChallenge> {
  const purchase = await findPurchaseRow(db, userId, purchaseId);
  if (!purchase) throw notFound(myPageMessages.purchaseNotFound);
  const known = await askPayPayFirst({ db, ...payPay }, purchase);
  if (known?.state === 'paid') throw conflict(payPayMessages.paidMeanwhile);
  if (known?.state === 'released') throw conflict(known.message);
  const challenge =
    purchase.paymentStatus === 'authorizing' ? await challengeToResume(db, purchaseId, payPay.now) : null;
  if (!challenge) throw conflict(myPageMessages.challengeClosed);
  return challenge;
}
