export {
  isShapedProductType,
  isSizedProductType,
  productTypes,
  shapedProductTypes,
  sizedProductTypes,
  type ProductType,
  type ShapedProductType,
  type SizedProductType,
} from './product-type.ts';
export { productTypeSchema } from './product-type-schema.ts';
export {
  isOptionGroupName,
  optionGroupLabels,
  optionGroupNames,
  type OptionGroupName,
} from './option-groups.ts';
export {
  optionChoiceSchema,
  optionGroupSchema,
  optionSelectionSchema,
  pricingRuleSchema,
  type OptionChoice,
  type OptionChoiceInput,
  type OptionGroup,
  type OptionGroupInput,
  type OptionSelection,
  type PricingRule,
} from './choice-schema.ts';
export {
  deliveryDateOptionSchema,
  deliveryDaysSchema,
  enabledNumsSchema,
  priceRowSchema,
  shapeSchema,
  sizeClassSchema,
  sizeSpecSchema,
  type DeliveryDateOption,
  type EnabledNums,
  type PriceRow,
  type Shape,
  type SizeClass,
  type SizeSpec,
} from './size-schema.ts';
export {
  productSettingSchema,
  restrictionsSchema,
  type ProductSetting,
  type ProductSettingInput,
  type Restrictions,
} from './setting-schema.ts';
export { settingIssues, type SettingIssue, type SettingShape } from './setting-checks.ts';
export { materialLookSchema, materialLooks, type MaterialLook } from './material-look.ts';
export { productSchema, type Product, type ProductInput } from './product.ts';
export { readProduct } from './read-product.ts';
export { productIssues, specialProductIds } from './product-checks.ts';
export {
  findChoice,
  findProduct,
  findProductBySlug,
  noneChoice,
  offeredOptionGroups,
  optionGroup,
  optionGroupLabel,
  type ProductLike,
} from './lookup.ts';
export {
  cutlineServiceAllowed,
  deliveryDaysAllowed,
  deliveryFormAllowed,
  fastDeliveryNotice,
  repeatDeliveryDays,
  restrictionViolations,
  type RestrictedSelection,
  type RestrictedStep,
} from './restrictions.ts';
export { presetSchema, type Preset, type PresetInput } from './preset.ts';
export { choiceIds } from './sample/choices.ts';
export { sampleCatalogue } from './sample/sample-catalogue.ts';
export { sampleCatalogueSource } from './sample/sample-catalogue-source.ts';
export { samplePurposes, type Purpose } from './sample/sample-purposes.ts';
export { samplePurposeTitles } from './sample/sample-purpose-titles.ts';
export { sampleGallery, type GalleryItem } from './sample/sample-gallery.ts';
