// The mails of My page and of the staff commands (issue 8): what a print shop tells its customer
// when an order changes, and what it tells its own staff when a customer acts.
import { eq } from 'drizzle-orm';
import { formatPoints } from '@shop/domain/checkout';
import { estimateAlternativeLabel, estimateNumberLabel } from '@shop/domain/configurator';
import { formatYen } from '@shop/domain/format';
import type { Database, Transaction } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { greeting, mailSubject, mailText } from '../../mail/compose.ts';
import type { OutgoingMail } from '../../mail/queue.ts';
import { carrierLabel, trackingUrl } from '@shop/domain/shipping';

export interface MailTarget {
  email: string;
  name: { organization: string; familyName: string; givenName: string };
}

/** Where the member's mail goes; null once they have left (no address to write to). */
export async function memberMailTarget(
  db: Database | Transaction,
  userId: number,
): Promise<MailTarget | null> {
  const [row] = await db
    .select({
      email: users.email,
      organization: users.organization,
      familyName: users.familyName,
      givenName: users.givenName,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row?.email) return null;
  return { email: row.email, name: row };
}

const historyLink = (publicUrl: string, purchaseId: string) =>
  `ご注文内容はマイページでご確認いただけます。\n${publicUrl}/sp/mypage/histories/${purchaseId}`;

function customerMail(
  publicUrl: string,
  to: MailTarget,
  subject: string,
  paragraphs: string[],
): OutgoingMail {
  return {
    to: to.email,
    subject: mailSubject(subject),
    text: mailText(publicUrl, greeting(to.name), paragraphs),
  };
}

function staffMail(to: string, subject: string, lines: string[]): OutgoingMail {
  return { to, subject: `[My page] ${subject}`, text: `${lines.join('\n')}\n` };
}

export function cancellationMail(
  publicUrl: string,
  to: MailTarget,
  purchaseId: string,
  completed: boolean,
  returned: { points: number; coupons: number },
): OutgoingMail {
  const giveBack: string[] = [];
  if (returned.points > 0)
    giveBack.push(`ご利用のポイント（${formatPoints(returned.points)}）をお戻しいたしました。`);
  if (returned.coupons > 0) giveBack.push('ご利用のクーポンは再びご利用いただけます。');
  return customerMail(
    publicUrl,
    to,
    completed ? 'ご注文キャンセル完了のお知らせ' : 'ご注文キャンセルのお申し込みを承りました',
    [
      `シールラボをご利用いただき、誠にありがとうございます。\nご注文番号 ${purchaseId} のキャンセルを${completed ? '承り、手続きが完了いたしました' : 'お申し込みいただき、承りました'}。`,
      completed
        ? ['お支払いは発生しておりませんので、ご返金の手続きはございません。', ...giveBack].join('\n')
        : 'お支払い済みの代金は、確認のうえ返金の手続きを進めてまいります。手続きが完了しましたら、改めてご連絡いたします。',
      historyLink(publicUrl, purchaseId),
    ],
  );
}

/**
 * A card purchase released before it was paid (issue 16 point 2): its 3-D Secure challenge was left
 * past the 30 minutes, or the customer cancelled it while the challenge was open. Said plainly:
 * the order was not placed and the card was not charged.
 */
export function purchaseReleasedMail(
  publicUrl: string,
  to: MailTarget,
  purchaseId: string,
  reason: 'expired' | 'cancelled',
  returned: { points: number; coupons: number },
  /** The purchase's method: the card's 3-D Secure, or PayPay's payment page (decision 0785). */
  method = 'epsilon',
): OutgoingMail {
  const payPay = method === 'paypay';
  const step = payPay ? 'PayPayでのお支払い' : 'カードの本人認証（3Dセキュア）';
  const why =
    reason === 'expired'
      ? `${step}が30分以内に完了しなかったため、ご注文は確定しておりません。`
      : `${payPay ? 'PayPayでのお支払い' : '本人認証（3Dセキュア）'}の完了前にお取り消しのお手続きをいただいたため、ご注文は確定しておりません。`;
  const giveBack: string[] = [];
  if (returned.points > 0)
    giveBack.push(`ご利用のポイント（${formatPoints(returned.points)}）はお戻ししました。`);
  if (returned.coupons > 0) giveBack.push('ご利用のクーポンは再びご利用いただけます。');
  return customerMail(publicUrl, to, 'ご注文は確定していません（代金は請求されていません）', [
    `シールラボをご利用いただき、誠にありがとうございます。\nお手続き中のご注文（受付番号 ${purchaseId}）について、${why}`,
    [
      payPay ? 'PayPayでのお支払いは発生しておりません。' : 'カードへのご請求は発生しておりません。',
      ...giveBack,
    ].join('\n'),
    `ご注文をご希望の場合は、お手数ですがもう一度お手続きください。\n${publicUrl}/sp/cart`,
  ]);
}

export function cancellationStaffMail(
  staffEmail: string,
  purchaseId: string,
  completed: boolean,
): OutgoingMail {
  return staffMail(staffEmail, `キャンセル ${purchaseId}`, [
    `ご注文番号 ${purchaseId} がお客様によりキャンセルされました。`,
    completed
      ? '未決済のため、キャンセルは完了しています。'
      : '返金の手続きをお願いします（ステータス 90 → 91/92/99）。',
  ]);
}

export function shipmentChangedMail(
  publicUrl: string,
  to: MailTarget,
  purchaseId: string,
  summary: { destination: string; source: string; deliveryTime: string },
): OutgoingMail {
  return customerMail(publicUrl, to, 'お届け先変更のお知らせ', [
    `シールラボをご利用いただき、誠にありがとうございます。\nご注文番号 ${purchaseId} のお届け先を、下記のとおり変更いたしました。`,
    [
      `お届け先：${summary.destination}`,
      `発送元：${summary.source}`,
      `お届け時間帯：${summary.deliveryTime}`,
    ].join('\n'),
    'お心当たりのない場合は、お手数ですが本メールへのご返信またはお問い合わせフォームよりご連絡ください。',
    historyLink(publicUrl, purchaseId),
  ]);
}

export function shipmentChangedStaffMail(staffEmail: string, purchaseId: string): OutgoingMail {
  return staffMail(staffEmail, `お届け先変更 ${purchaseId}`, [
    `ご注文番号 ${purchaseId} のお届け先・発送元・お届け時間帯がお客様により変更されました。`,
    '送り状を作成済みの場合は作り直してください。',
  ]);
}

export function artworkReceivedMail(
  publicUrl: string,
  to: MailTarget,
  order: { orderId: string; purchaseId: string },
  fileName: string,
): OutgoingMail {
  return customerMail(publicUrl, to, '入稿データを受け付けました', [
    `シールラボをご利用いただき、誠にありがとうございます。\nご注文（明細番号 ${order.orderId}）の入稿データを受け付けました。`,
    `ファイル名：${fileName}`,
    '担当者がデータを確認し、印刷に進めます。修正が必要な場合は、改めてご連絡いたします。',
    historyLink(publicUrl, order.purchaseId),
  ]);
}

export function artworkReceivedStaffMail(
  staffEmail: string,
  orderId: string,
  fileName: string,
): OutgoingMail {
  return staffMail(staffEmail, `入稿 ${orderId}`, [
    `明細番号 ${orderId} に入稿がありました。`,
    `ファイル名：${fileName}`,
  ]);
}

export function dataCheckedMail(
  publicUrl: string,
  to: MailTarget,
  order: { orderId: string; purchaseId: string },
): OutgoingMail {
  return customerMail(publicUrl, to, 'データチェック完了のお知らせ', [
    `シールラボをご利用いただき、誠にありがとうございます。\nご注文（明細番号 ${order.orderId}）の入稿データの確認が完了し、印刷・加工の工程に進みました。`,
    'これ以降のキャンセルやデータの差し替えはお受けできかねますので、ご了承ください。',
    historyLink(publicUrl, order.purchaseId),
  ]);
}

export function shippedMail(
  publicUrl: string,
  to: MailTarget,
  order: { orderId: string; purchaseId: string },
  carrier: string,
  trackingNumber: string,
): OutgoingMail {
  const url = trackingUrl(carrier, trackingNumber);
  return customerMail(publicUrl, to, '商品発送のお知らせ', [
    `シールラボをご利用いただき、誠にありがとうございます。\nご注文（明細番号 ${order.orderId}）の商品を発送いたしました。`,
    [
      `配送業者：${carrierLabel(carrier)}`,
      `お問い合わせ伝票番号：${trackingNumber}`,
      ...(url ? [`配送状況：${url}`] : []),
    ].join('\n'),
    '※配送状況が反映されるまで、お時間がかかる場合がございます。',
    historyLink(publicUrl, order.purchaseId),
  ]);
}

export function reUploadRequestMail(
  publicUrl: string,
  to: MailTarget,
  order: { orderId: string; purchaseId: string },
  reason: string,
): OutgoingMail {
  return customerMail(publicUrl, to, '再入稿のお願い', [
    `シールラボをご利用いただき、誠にありがとうございます。\nご注文（明細番号 ${order.orderId}）の入稿データを確認いたしましたところ、このままでは印刷できない箇所がございました。`,
    `【内容】\n${reason}`,
    `お手数ですが、データを修正のうえ、マイページから再入稿をお願いいたします。\n${publicUrl}/sp/mypage/histories/${order.purchaseId}`,
    '※再入稿をいただいた日から、発送日を改めて計算いたします。',
  ]);
}

export function waitingResponseMail(
  publicUrl: string,
  to: MailTarget,
  order: { orderId: string; purchaseId: string },
  memo: string,
): OutgoingMail {
  return customerMail(publicUrl, to, 'ご確認のお願い', [
    `シールラボをご利用いただき、誠にありがとうございます。\nご注文（明細番号 ${order.orderId}）について、ご確認いただきたい点がございます。`,
    ...(memo ? [`【内容】\n${memo}`] : []),
    'お手数ですが、本メールへのご返信またはお問い合わせフォームよりご回答をお願いいたします。',
    historyLink(publicUrl, order.purchaseId),
  ]);
}

export function paymentConfirmedMail(publicUrl: string, to: MailTarget, purchaseId: string): OutgoingMail {
  return customerMail(publicUrl, to, 'ご入金確認のお知らせ', [
    `シールラボをご利用いただき、誠にありがとうございます。\nご注文番号 ${purchaseId} のご入金を確認いたしました。`,
    'ご入稿がお済みでない場合は、マイページから入稿をお願いいたします。',
    historyLink(publicUrl, purchaseId),
  ]);
}

export function shopCancelledMail(
  publicUrl: string,
  to: MailTarget,
  order: { orderId: string; purchaseId: string },
  memo: string,
): OutgoingMail {
  return customerMail(publicUrl, to, 'ご注文キャンセルのお知らせ', [
    `シールラボをご利用いただき、誠にありがとうございます。\nご注文（明細番号 ${order.orderId}）をキャンセルとさせていただきました。`,
    ...(memo ? [`【理由】\n${memo}`] : []),
    'お支払い済みの代金がある場合は、返金の手続きを進めてまいります。',
    historyLink(publicUrl, order.purchaseId),
  ]);
}

export function refundCompletedMail(
  publicUrl: string,
  to: MailTarget,
  order: { orderId: string; purchaseId: string },
  refund: 'full' | 'partial' | 'none',
  returned: { points: number; coupons: number },
): OutgoingMail {
  const refundLine = {
    full: 'お支払いいただいた代金を全額返金いたしました。',
    partial: 'お支払いいただいた代金の一部を返金いたしました。返金額の内訳は別途ご案内いたします。',
    none: 'ご返金の対象となるお支払いはございませんでした。',
  }[refund];
  const giveBack: string[] = [];
  if (returned.points > 0)
    giveBack.push(`ご利用のポイント（${formatPoints(returned.points)}）をお戻しいたしました。`);
  if (returned.coupons > 0) giveBack.push('ご利用のクーポンは再びご利用いただけます。');
  return customerMail(publicUrl, to, 'キャンセル手続き完了のお知らせ', [
    `シールラボをご利用いただき、誠にありがとうございます。\nご注文（明細番号 ${order.orderId}）のキャンセル手続きが完了いたしました。`,
    [refundLine, ...giveBack].join('\n'),
    '※クレジットカードへの返金は、カード会社の締め日により、ご利用明細への反映までお時間がかかる場合がございます。',
    historyLink(publicUrl, order.purchaseId),
  ]);
}

export function sampleImageReadyMail(
  publicUrl: string,
  to: MailTarget,
  order: { orderId: string; purchaseId: string },
): OutgoingMail {
  return customerMail(publicUrl, to, '仕上がりイメージのご確認', [
    `シールラボをご利用いただき、誠にありがとうございます。\nご注文（明細番号 ${order.orderId}）の仕上がりイメージをご用意いたしました。`,
    'マイページのご注文詳細からご確認ください。',
    historyLink(publicUrl, order.purchaseId),
  ]);
}

export function estimateAnsweredMail(
  publicUrl: string,
  to: MailTarget,
  estimate: {
    estimateNumber: string;
    title: string;
    validUntil: string;
    children: readonly { no: number; amountWithTax: number; name?: string | undefined }[];
    notes?: string | undefined;
    member: boolean;
  },
): OutgoingMail {
  const [year, month, day] = estimate.validUntil.split('-').map(Number);
  const lines = estimate.children.map(
    (child) => `・${estimateAlternativeLabel(child)}\u3000${formatYen(child.amountWithTax)}（税込）`,
  );
  return customerMail(publicUrl, to, `お見積りのご回答（${estimateNumberLabel(estimate.estimateNumber)}）`, [
    'シールラボをご利用いただき、誠にありがとうございます。\nお見積りのご依頼をいただき、ありがとうございました。下記のとおりご回答いたします。',
    [
      estimateNumberLabel(estimate.estimateNumber),
      `件名：${estimate.title}`,
      ...lines,
      `有効期限：${year}年${month}月${day}日`,
    ].join('\n'),
    ...(estimate.notes ? [`【備考】\n${estimate.notes}`] : []),
    estimate.member
      ? `御見積書（PDF）のダウンロードとご注文は、マイページから行えます。\n${publicUrl}/sp/mypage`
      : [
          'このメールアドレスで会員登録のうえ、メールアドレスの確認を済ませていただくと、マイページから御見積書のダウンロードとご注文ができます（すでにご登録の場合は、マイページから確認メールをお送りください）。',
          `${publicUrl}/sp/signup`,
          `会員登録をせずにご注文をご希望の場合は、本メールにそのままご返信いただくか、見積番号を添えてお問い合わせフォームよりご連絡ください。\n${publicUrl}/sp/contact`,
        ].join('\n'),
  ]);
}

/** A proof is ready (decision 0750): the customer answers it on My page. */
export function proofSentMail(
  publicUrl: string,
  to: MailTarget,
  order: { orderId: string; purchaseId: string },
  version: number,
  note: string,
): OutgoingMail {
  return customerMail(publicUrl, to, '校正（仕上がりイメージ）のご確認のお願い', [
    `シールラボをご利用いただき、誠にありがとうございます。\nご注文（明細番号 ${order.orderId}）の校正（第${version}版）をご用意いたしました。`,
    ...(note ? [`【担当者より】\n${note}`] : []),
    'マイページのご注文履歴から校正をご覧いただき、「この内容で承認する」または「修正を依頼する」でご回答ください。ご承認をいただいてから印刷に進みます。',
    historyLink(publicUrl, order.purchaseId),
  ]);
}

/** The customer answered a proof: the shop's turn. */
export function proofAnsweredStaffMail(
  staffEmail: string,
  orderId: string,
  version: number,
  answer: 'approved' | 'changeRequested',
  message: string | null,
): OutgoingMail {
  const what = answer === 'approved' ? '承認' : '修正依頼';
  return staffMail(staffEmail, `校正${what} ${orderId}`, [
    `明細番号 ${orderId} の校正（第${version}版）に${what}がありました。`,
    ...(message ? [`修正内容：${message}`] : []),
  ]);
}
