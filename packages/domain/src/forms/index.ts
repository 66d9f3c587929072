export {
  accountUpdateSchema,
  accountUpdateSchemaFor,
  type AccountUpdate,
  type AccountUpdateInput,
} from './account.ts';
export { addressFormSchema, type AddressForm, type AddressFormInput } from './address.ts';
export {
  loginSchema,
  memberProfileFields,
  newPasswordSchema,
  resetRequestSchema,
  signupSchema,
  type Login,
  type NewPassword,
  type ResetRequest,
  type Signup,
  type SignupInput,
} from './auth.ts';
export { contactFormSchema, type ContactForm, type ContactFormInput } from './contact.ts';
export {
  estimateRequestSchema,
  type EstimateRequest,
  type EstimateRequestInput,
} from './estimate-request.ts';
export { estimateSampleFileSchema, extensionOf } from './sample-file.ts';
export { NO_ESTIMATE_FILES, estimateHurryLabel, estimateSizeLabel } from './estimate-request-labels.ts';
export { addresseeSchema, invoiceAddresseeSchema } from './addressee.ts';
export { addressFields, personKanaFields, personNameFields } from './fields.ts';
export {
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
} from './limits.ts';
export { sampleRequestSchema, type SampleRequest, type SampleRequestInput } from './sample-request.ts';
