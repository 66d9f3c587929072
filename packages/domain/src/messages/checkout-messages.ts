// One group of the message catalogue in its own module, so that a page loads the groups it shows
// and not the others (decision 0563); `@shop/domain/messages` re-exports every group.

/** Checkout arithmetic (checkout/): coupon, points and cash on delivery. */
export const checkoutMessages = {
  couponMinimum: (minimumYen: string) => `このクーポンは${minimumYen}以上のご注文でご利用いただけます`,
  pointShortage: '保有ポイントが不足しているため、全額ポイント払いはご利用いただけません',
  cashOnDeliveryLimit: (limitYen: string) =>
    `代金引換は${limitYen}までのご注文でご利用いただけます。他のお支払い方法をお選びください`,
  deferredPaymentLimit: (limitYen: string) =>
    `後払いは${limitYen}（税込）までのご注文でご利用いただけます。他のお支払い方法をお選びください`,
  nothingToCharge: 'お支払い金額が0円のため、全額ポイント払いをお選びください',
  paymentMethodNotOffered: 'このお支払い方法は現在ご利用いただけません',
} as const;
