// The screening result mail (issue 21 point 5): approved with the limit and how to use it, or
// declined politely, with the day the member may apply again.
import { formatDate, formatYen } from '@shop/domain/format';
import { invoiceCreditPaymentTerms } from '@shop/domain/invoice-credit';
import type { OutgoingMail } from '../../mail/queue.ts';

export function screeningResultMail(input: {
  to: string;
  companyName: string;
  contactName: string;
  publicUrl: string;
  result: { kind: 'approved'; creditLimit: number } | { kind: 'declined'; reapplyFrom: string };
}): OutgoingMail {
  const greeting = [
    `${input.companyName}`,
    `${input.contactName} 様`,
    '',
    'シールラボをご利用いただきありがとうございます。',
  ];
  const footer = ['', `マイページ: ${input.publicUrl}/sp/mypage`, '', 'シールラボ'];
  if (input.result.kind === 'approved')
    return {
      to: input.to,
      subject: '【シールラボ】掛け払いの審査結果のお知らせ（ご利用いただけます）',
      text: [
        ...greeting,
        '掛け払い（請求書払い）のお申し込みについて、審査の結果ご利用いただけることになりました。',
        '',
        `ご利用限度額（月額）: ${formatYen(input.result.creditLimit)}`,
        invoiceCreditPaymentTerms,
        '',
        'ご注文の際、お支払い方法で「請求書払い（掛け払い）」をお選びください。ご注文はお支払いを待たずに製作を始めます。',
        ...footer,
      ].join('\n'),
    };
  return {
    to: input.to,
    subject: '【シールラボ】掛け払いの審査結果のお知らせ',
    text: [
      ...greeting,
      '掛け払い（請求書払い）のお申し込みについて、審査の結果、誠に恐れ入りますが今回はご利用いただけないこととなりました。',
      '審査は決済会社の基準によるもので、理由はお知らせできません。ご了承くださいますようお願い申し上げます。',
      '',
      `再度のお申し込みは${formatDate(new Date(`${input.result.reapplyFrom}T00:00:00+09:00`))}から承ります。`,
      'クレジットカード、銀行振込など、ほかのお支払い方法は引き続きご利用いただけます。',
      ...footer,
    ].join('\n'),
  };
}
