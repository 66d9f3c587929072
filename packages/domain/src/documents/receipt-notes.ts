// What a receipt says below its figures (issue 24 point 7, decision 0712): the stamp-duty note on
// large amounts and, for cash on delivery, which of the two receipts the customer should keep.

/** 印紙税法 別表第一 第17号: a paper receipt of ¥50,000 or more would need a 収入印紙. */
export const STAMP_DUTY_THRESHOLD = 50_000;

export const receiptNoteTexts = {
  stampDuty:
    '本領収書は電子データ（PDF）で発行しているため、収入印紙の貼付はございません（電磁的記録による領収書は印紙税の課税対象外です）。',
  cashOnDelivery:
    '代金引換でお支払いの場合、配送業者がお渡しする領収証は代金をお預かりした証明です。本領収書は登録番号を記載した当店の領収書（適格簡易請求書）で、経費精算にはどちらか一方のみをご利用ください（同じお支払いを二重に計上なさらないようお願いいたします）。',
} as const;

/** The notes of a receipt of `amount` yen (tax included) paid by `paymentMethodId`, in print order. */
export function receiptNotes(amount: number, paymentMethodId: string): string[] {
  const notes: string[] = [];
  if (amount >= STAMP_DUTY_THRESHOLD) notes.push(receiptNoteTexts.stampDuty);
  if (paymentMethodId === 'onDelivery') notes.push(receiptNoteTexts.cashOnDelivery);
  return notes;
}
