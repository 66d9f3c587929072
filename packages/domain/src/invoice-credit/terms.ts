/** When an invoice-credit order is paid (特定商取引法: 支払の時期; the payment step says the same). */
export const invoiceCreditTiming =
  'ご利用月の末日締めで、翌月末日までに請求書の金額をお支払いください（月末締め翌月末払い）。請求書は決済会社から発行されます。ご注文はお支払いを待たずに製作を始めます。';
