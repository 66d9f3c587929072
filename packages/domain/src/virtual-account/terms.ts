import { BANK_TRANSFER_DAYS } from '../bank-transfer/terms.ts';

/**
 * When a virtual-account transfer is paid (特定商取引法: 支払の時期; the payment step says the
 * same): the deadline is bank transfer's, counted the same way (decision 0823).
 */
export const virtualAccountTiming = `ご注文ごとに専用のお振込み口座をお知らせします。ご注文日の翌営業日から数えて${BANK_TRANSFER_DAYS}営業日以内にお振込みください。ご入金は自動で確認され、確認後に製作を始めます。`;
