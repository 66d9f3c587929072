// My page's 「お支払いを完了する」 (issue 16 point 2, decision 0656): the member's own card purchase
// whose 3-D Secure challenge is still open gets the challenge back, to post to the issuer again.
import type { Database } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { challengeToResume } from '../checkout/open-challenge.ts';
import { myPageMessages } from './messages.ts';
import { findPurchaseRow } from './queries.ts';
import type { ResumableChallenge } from '@shop/domain/answers';

export async function resumeChallenge(
  db: Database,
  userId: number,
  purchaseId: string,
  now: Date,
): Promise<ResumableChallenge> {
  const purchase = await findPurchaseRow(db, userId, purchaseId);
  if (!purchase) throw notFound(myPageMessages.purchaseNotFound);
  const challenge =
    purchase.paymentStatus === 'authorizing' ? await challengeToResume(db, purchaseId, now) : null;
  if (!challenge) throw conflict(myPageMessages.challengeClosed);
  return challenge;
}
