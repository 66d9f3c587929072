export { STAMP_DUTY_THRESHOLD, receiptNoteTexts, receiptNotes } from './receipt-notes.ts';
export { QUOTATION_VALID_DAYS, quotationPriceNote, quotationValidUntil } from './quotation-validity.ts';
