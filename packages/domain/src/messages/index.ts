export * from './catalogue.ts';
export { japaneseErrorMap } from './zod-error-map.ts';
export { configuratorMessages } from './configurator-messages.ts';
export { validationMessages } from './validation-messages.ts';
export { cardMessages } from './card-messages.ts';
export { orderMessages } from './orders-messages.ts';
export { checkoutMessages } from './checkout-messages.ts';
export { requestMessages } from './requests-messages.ts';
export {
  backOfficeMessages,
  estimateApiMessages,
  inboxFieldLabels,
  orderAnswerMessages,
} from './server-messages.ts';
export { orderEventMemos, pointKindLabels, pointMemos } from './ledger-texts.ts';
export {
  addressedTo,
  documentTexts,
  isJapanPostNote,
  quotationFacts,
  sheetCount,
  sheetCounts,
} from './document-texts.ts';
