export { calculatePrice } from './calculate-price.ts';
export { taxContained, taxRatePercent, withTax } from './tax.ts';
export { allocateWithTax, optionAmountWithoutTax } from './option-amount.ts';
export type { ChosenOption, EstimateChild, PricedItem } from './priced-item.ts';
export type {
  DetailOption,
  OrderDraft,
  PriceDetail,
  PriceErrorField,
  PriceErrors,
  PriceFailure,
  PriceFailureReason,
  PriceOutcome,
  PriceResult,
  PricedCartItem,
} from './price-result.ts';
export { commonQuantities, priceTable, type PriceTable, type PriceTableRow } from './price-table.ts';
