// Staff's answers to estimate requests (issue 20 point 3; decision 0752): the back office's form,
// the API's check and the pricing of each line, in one place.
export {
  ESTIMATE_ALTERNATIVES_MAX,
  ESTIMATE_LINE_AMOUNT_MAX,
  ESTIMATE_LINES_MAX,
  ESTIMATE_VALID_DAYS_DEFAULT,
  catalogLineSchema,
  estimateLineSchema,
  estimateLinesInputSchema,
  specialLineSchema,
  staffEstimateAnswerSchema,
  type CatalogLine,
  type EstimateLine,
  type SpecialLine,
  type StaffEstimateAnswer,
  type StaffEstimateAnswerInput,
} from './answer-input.ts';
export {
  childrenOfLines,
  estimateLineMessages,
  priceEstimateLines,
  type EstimateAnswerChildDraft,
  type LinesPricing,
  type PricedEstimateLine,
} from './price-lines.ts';
export {
  estimateRequestListSchema,
  estimateRequestDetailSchema,
  estimateRequestStates,
  pricedLinesAnswerSchema,
  type EstimateRequestDetail,
  type EstimateRequestList,
  type EstimateRequestRow,
  type EstimateRequestState,
} from './answers.ts';
export {
  ESTIMATE_STATUS,
  estimateStatusLabel,
  isEstimateOrdered,
  isValidOn,
  type EstimateStatus,
} from './status.ts';
