// The terms of a bank transfer as customers read them, apart from the rules so that the pages
// stating them (特定商取引法, the payment step) and the bank-transfer panel load no calendar code.

/**
 * Business days the customer has to transfer, counted from the day after the order (decision
 * 0820): a week of banking days, long enough for a company's monthly payment run to miss once.
 */
export const BANK_TRANSFER_DAYS = 7;

/** When a bank transfer is paid (特定商取引法: 支払の時期; the payment step says the same). */
export const bankTransferTiming = `ご注文日の翌営業日から数えて${BANK_TRANSFER_DAYS}営業日以内に、当店の口座へお振込みください。ご入金の確認後に製作を始めます。`;

/**
 * What the customer writes as 振込名義 (ご依頼人名): the purchase number before their name, so the
 * shop can tell whose transfer it is.
 */
export function transferNameExample(purchaseId: string, kana: string): string {
  const name = kana.trim();
  return name === '' ? purchaseId : `${purchaseId} ${name}`;
}
