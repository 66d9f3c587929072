export {
  currentItemSchema,
  estimateDataSchema,
  stepProgressSchema,
  type CurrentItem,
  type CurrentItemInput,
} from './current-item.ts';
export { clearOptionValue, emptyProgress, type Progress, type StepProgress } from './progress.ts';
export {
  estimateChildSchema,
  estimateAlternativeLabel,
  estimateLineLabel,
  estimateNumberLabel,
  estimatePdfFileName,
  estimateRecordSchema,
  type EstimateRecord,
} from './estimate-record.ts';
export { currentItemWireSchema } from './wire-item.ts';
export { isStepOffered, productSteps, stepNames, stepOrder, type StepName } from './steps.ts';
export { newCurrentItem } from './new-current-item.ts';
export type { ConfiguratorAction } from './actions.ts';
export { configuratorReducer, initConfigurator, type ConfiguratorState } from './reducer.ts';
export { settleItem, type Settled } from './settle.ts';
export {
  canAddToCart,
  itemErrors,
  itemErrorsOf,
  type ItemErrorField,
  type ItemErrors,
} from './item-errors.ts';
export { stepErrors, type StepErrors } from './step-errors.ts';
export { normalizeNum } from './num.ts';
export { itemNameError, itemNameMaxLength } from './item-name.ts';
export {
  deliveryStepView,
  optionStepView,
  type ChoiceAvailability,
  type DeliveryAvailability,
  type OptionStepView,
} from './availability.ts';
export { reorderPreset } from './reorder.ts';
export {
  defaultNumbering,
  numberingAffixMaxLength,
  numberingDigitChoices,
  numberingFactLabel,
  numberingLabel,
  numberingOf,
  numberingRange,
  numberingSchema,
  numberingSpecification,
  type Numbering,
} from './numbering.ts';
export {
  itemNumberingErrors,
  numberingErrors,
  numberingMessages,
  type NumberingErrors,
  type NumberingField,
} from './numbering-rules.ts';
