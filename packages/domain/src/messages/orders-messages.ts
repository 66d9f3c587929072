// One group of the message catalogue in its own module, so that a page loads the groups it shows
// and not the others (decision 0563); `@shop/domain/messages` re-exports every group.

/** Order status changes (orders/): why a change the customer asked for is refused. */
export const orderMessages = {
  transitionRefused: 'このご注文は現在の状態では変更できません',
  notCancellable: '印刷・加工が始まっているため、キャンセルできません。お手数ですがお問い合わせください',
  shipmentNotChangeable: '発送済みのため、お届け先を変更できません',
  uploadNotAccepted: '現在、このご注文には入稿いただけません',
} as const;
