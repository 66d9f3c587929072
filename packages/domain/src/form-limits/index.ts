// The forms' limits, fixed choices and the checks a page runs on one field at once (a chosen sample
// file, an addressee): what a page imports to show a form. `@shop/domain/forms` is the schemas'
// own entry, which the pages load apart for the first check (decisions 0560, 0563); a value
// imported from it statically would bring every form schema along, since a dynamic import of it
// needs the whole module.
export {
  CONTACT_ABOUT_AN_ORDER,
  CONTACT_ORDER_STATUSES,
  DEFAULT_CONTACT_ORDER_STATUS,
  ESTIMATE_QUANTITY_MAX,
  ESTIMATE_SAMPLE_EXTENSIONS,
  ESTIMATE_SAMPLE_MAX_MEGABYTES,
  ESTIMATE_SIZE_MAX_MM,
  FIELD_MAX,
  OTHER_CHOICE,
  TOKUSYOKU_CHOICES,
  type ContactOrderStatus,
} from '../forms/limits.ts';
export { estimateSampleFileProblem, extensionOf } from '../forms/sample-file.ts';
export {
  ADDRESSEE_MAX_LENGTH,
  addresseeError,
  INVOICE_ADDRESSEE_REQUIRED,
  type AddresseeUse,
} from '../forms/addressee.ts';
