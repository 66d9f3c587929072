// What the customer is told of a 後払い review the provider held (decision 0826): the result,
// passed (production starts) or declined (the order cancelled, what it used given back).
import { DEFERRED_PAYMENT_PROVIDER } from '@shop/domain/deferred-payment';
import { formatPoints } from '@shop/domain/checkout';
import { greeting, mailSubject, mailText } from '../../mail/compose.ts';
import type { OutgoingMail } from '../../mail/queue.ts';
import type { MailTarget } from '../orders/order-mails.ts';
import type { Returned } from '../orders/settlement.ts';

export function screeningApprovedMail(publicUrl: string, to: MailTarget, purchaseId: string): OutgoingMail {
  return {
    to: to.email,
    subject: mailSubject(`後払いの審査が完了しました（ご注文番号 ${purchaseId}）`),
    text: mailText(publicUrl, greeting(to.name), [
      `シールラボをご利用いただき、誠にありがとうございます。\nご注文番号 ${purchaseId} の後払いの審査が完了し、ご注文を承りました。`,
      `請求書は商品発送後に${DEFERRED_PAYMENT_PROVIDER}から郵送またはメールでお届けします。請求書の期限までにコンビニ・銀行・郵便局でお支払いください。`,
      `ご注文の状況はマイページでご確認いただけます。\n${publicUrl}/sp/mypage/histories/${purchaseId}`,
    ]),
  };
}

export function screeningDeclinedMail(
  publicUrl: string,
  to: MailTarget,
  purchaseId: string,
  returned: Returned,
): OutgoingMail {
  const giveBack: string[] = [];
  if (returned.points > 0)
    giveBack.push(`ご利用のポイント（${formatPoints(returned.points)}）はお戻ししました。`);
  if (returned.coupons > 0) giveBack.push('ご利用のクーポンは再びご利用いただけます。');
  return {
    to: to.email,
    subject: mailSubject(
      `後払いをご利用いただけなかったため、ご注文をキャンセルしました（ご注文番号 ${purchaseId}）`,
    ),
    text: mailText(publicUrl, greeting(to.name), [
      `シールラボをご利用いただき、誠にありがとうございます。\n誠に申し訳ございませんが、ご注文番号 ${purchaseId} は${DEFERRED_PAYMENT_PROVIDER}の審査の結果、後払いをご利用いただけなかったため、キャンセルいたしました。代金のご請求はありません。`,
      ...(giveBack.length > 0 ? [giveBack.join('\n')] : []),
      `お手数ですが、他のお支払い方法で改めてご注文ください。\n${publicUrl}/sp/cart`,
    ]),
  };
}
