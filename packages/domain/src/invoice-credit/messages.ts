// 掛け払い's words for the customer (issue 21 point 5): form messages, checkout and My page.
import { formatYen } from '../format/yen.ts';
import { MAX_DESIRED_LIMIT, MIN_DESIRED_LIMIT } from './credit-line.ts';

const man = (yen: number) => `${(yen / 10_000).toLocaleString('ja-JP')}万円`;

export const invoiceCreditMessages = {
  corporateNumber: '法人番号は13桁の数字で、正しい番号を入力してください',
  desiredLimitRange: `ご希望のご利用限度額（月額）は${man(MIN_DESIRED_LIMIT)}以上${man(MAX_DESIRED_LIMIT)}以下の金額を数字で入力してください`,
  alreadyApplied: '掛け払いのお申し込みはすでにお受けしています。審査結果をメールでお知らせします',
  alreadyApproved: '掛け払いはすでにご利用いただけます',
  reapplyFrom: (day: string) =>
    `前回の審査結果のため、再度のお申し込みは${day}から承ります。恐れ入りますがそれまでお待ちください`,
  unavailable: '掛け払いのお申し込みを受け付けられませんでした。お手数ですが、時間をおいて再度お試しください',
  available: (remaining: number) => `ご利用可能額 ${formatYen(remaining)}`,
  overLimit: (remaining: number) =>
    `ご注文金額が掛け払いのご利用可能額（${formatYen(remaining)}）を超えています。別のお支払い方法をお選びください`,
  notApproved: '掛け払いは、お申し込みと審査の後にご利用いただけます。マイページからお申し込みください',
  guest: '掛け払いは会員登録のうえ、マイページからお申し込みいただけます',
  screening: '掛け払いのお申し込みは審査中です。結果はメールでお知らせします',
  declined: '審査の結果、掛け払いはご利用いただけません。ほかのお支払い方法をお選びください',
} as const;
