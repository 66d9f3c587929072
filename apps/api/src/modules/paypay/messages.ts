// What the customer and staff read about PayPay payments (decision 0785).
export const payPayMessages = {
  /** PayPay refused to open the payment, or could not be reached: nothing was ordered. */
  startFailed:
    'PayPayでのお支払いを開始できませんでした。お手数ですが、時間をおいて再度お試しいただくか、別のお支払い方法をお選びください',
  /** The customer cancelled in PayPay (or the payment failed there). */
  cancelled: 'PayPayでのお支払いが完了しなかったため、ご注文は確定していません。代金は請求されていません',
  /** The 30-minute window passed without a payment. */
  expired:
    'PayPayでのお支払いが30分以内に完了しなかったため、ご注文は確定していません。代金は請求されていません',
  /** My page's 「支払いを続ける」 after PayPay was paid in the app (decision 0847): nothing more to pay. */
  paidMeanwhile: 'PayPayでのお支払いは完了しています。ご注文は確定しました。ご注文内容をご確認ください',
  /** A return or a look-up for a payment the shop does not know. */
  notFound: 'お支払いの情報が見つかりません。お手数ですが、ご注文履歴をご確認ください',
  /** My page's cancellation while PayPay could not be asked: nothing is cancelled yet. */
  cannotCancelNow:
    'ただいまPayPayに確認できないため、お取り消しできません。お手数ですが、時間をおいて再度お試しください',
  /** PayPay's notification could not be confirmed with PayPay (read by PayPay's log; it resends). */
  notificationUnconfirmed: 'PayPayにお支払いの状況を確認できませんでした。通知を再送してください',
  /** Staff: PayPay refused the refund or could not be reached; nothing was given back. */
  refundFailed:
    'PayPayで返金できませんでした。ご注文の状態は変わっていません。時間をおいて再度お試しいただくか、PayPayの加盟店管理画面から返金してください',
  /** Staff: a refund asked of a PayPay payment that was never paid. */
  notPaid: 'このご注文はPayPayでのお支払いが完了していないため、返金できません',
} as const;
