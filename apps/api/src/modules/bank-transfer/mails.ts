// What the customer is told about a bank transfer (decision 0820): the instructions in the order
// mail, and the mail when the deadline passed and the order was cancelled.
import type { BankAccount } from '@shop/domain/shop-profile';
import { formatDueDate } from '@shop/domain/bank-transfer';
import { formatPoints } from '@shop/domain/checkout';
import { formatYen } from '@shop/domain/format';
import { greeting, mailSubject, mailText } from '../../mail/compose.ts';
import type { OutgoingMail } from '../../mail/queue.ts';
import type { MailTarget } from '../orders/order-mails.ts';
import type { Returned } from '../orders/settlement.ts';

/** The account in the lines a mail prints it with. */
export function accountLines(account: BankAccount): string[] {
  return [
    `銀行名：${account.bankName}`,
    `支店名：${account.branchName}`,
    `口座種別：${account.accountType}`,
    `口座番号：${account.accountNumber}`,
    `口座名義：${account.accountHolder}`,
  ];
}

/**
 * The order mail's paragraph for a 銀行振込 purchase: where, how much, by when, under which name. For
 * 銀行振込（バーチャル口座） (decision 0825) the account is the order's own: no name is needed.
 */
export function transferInstructions(input: {
  purchaseId: string;
  amount: number;
  dueDate: string;
  account: BankAccount | undefined;
  virtualAccount?: boolean;
}): string {
  return [
    '■お振込みのお願い',
    input.virtualAccount
      ? `下記のご注文専用の口座へ、${formatDueDate(input.dueDate)}までにお振込みください。`
      : `下記の口座へ、${formatDueDate(input.dueDate)}までにお振込みください。`,
    `お振込み金額：${formatYen(input.amount)}`,
    ...(input.account ? accountLines(input.account) : []),
    input.virtualAccount
      ? '※この口座はこのご注文専用です。振込名義（ご依頼人名）はお名前のままで構いません。'
      : `振込名義（ご依頼人名）：お名前の前にご注文番号「${input.purchaseId}」を入れてください（例：${input.purchaseId} ヤマダ タロウ）。`,
    '※振込手数料はお客様のご負担にてお願いいたします。',
    '※ご入金を確認しましたら、メールでお知らせし、ご注文の手配を進めます。',
    '※期限までにご入金を確認できない場合、ご注文は自動的にキャンセルとなります。',
  ].join('\n');
}

/** The deadline passed with nothing paid: the order is cancelled and what it used comes back. */
export function transferExpiredMail(
  publicUrl: string,
  to: MailTarget,
  purchaseId: string,
  dueDate: string,
  returned: Returned,
): OutgoingMail {
  const giveBack: string[] = [];
  if (returned.points > 0)
    giveBack.push(`ご利用のポイント（${formatPoints(returned.points)}）はお戻ししました。`);
  if (returned.coupons > 0) giveBack.push('ご利用のクーポンは再びご利用いただけます。');
  return {
    to: to.email,
    subject: mailSubject(`お振込み期限を過ぎたため、ご注文をキャンセルしました（ご注文番号 ${purchaseId}）`),
    text: mailText(publicUrl, greeting(to.name), [
      `シールラボをご利用いただき、誠にありがとうございます。\nご注文番号 ${purchaseId} は、お振込み期限（${formatDueDate(dueDate)}）までにご入金を確認できなかったため、キャンセルいたしました。`,
      ...(giveBack.length > 0 ? [giveBack.join('\n')] : []),
      '行き違いでお振込みいただいた場合は、お手数ですが本メールへのご返信でお知らせください。確認のうえ、ご返金またはご注文の再開についてご連絡いたします。',
      `ご注文をご希望の場合は、お手数ですがもう一度お手続きください。\n${publicUrl}/sp/cart`,
    ]),
  };
}

/** Less than the total arrived: the order waits, and the customer is asked for the rest. */
export function transferShortMail(
  publicUrl: string,
  to: MailTarget,
  purchaseId: string,
  amounts: { received: number; missing: number },
): OutgoingMail {
  return {
    to: to.email,
    subject: mailSubject(`お振込み金額の不足について（ご注文番号 ${purchaseId}）`),
    text: mailText(publicUrl, greeting(to.name), [
      `シールラボをご利用いただき、誠にありがとうございます。\nご注文番号 ${purchaseId} について、${formatYen(amounts.received)} のご入金を確認いたしましたが、ご請求金額に ${formatYen(amounts.missing)} 不足しております。`,
      `お手数ですが、不足分の ${formatYen(amounts.missing)} を同じ口座へお振込みください。振込名義（ご依頼人名）にはご注文番号「${purchaseId}」を入れてください。ご入金を確認しましたら、ご注文の手配を進めます。`,
      `お振込み先とご注文内容はマイページでご確認いただけます。\n${publicUrl}/sp/mypage/histories/${purchaseId}`,
    ]),
  };
}
