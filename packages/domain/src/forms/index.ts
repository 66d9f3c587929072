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
export {
  CONTACT_ORDER_STATUSES,
  DEFAULT_CONTACT_ORDER_STATUS,
  contactFormSchema,
  type ContactForm,
  type ContactFormInput,
  type ContactOrderStatus,
} from './contact.ts';
export {
  ESTIMATE_QUANTITY_MAX,
  ESTIMATE_SAMPLE_EXTENSIONS,
  ESTIMATE_SAMPLE_MAX_MEGABYTES,
  ESTIMATE_SIZE_MAX_MM,
  OTHER_CHOICE,
  TOKUSYOKU_CHOICES,
  estimateRequestSchema,
  estimateSampleFileSchema,
  type EstimateRequest,
  type EstimateRequestInput,
} from './estimate-request.ts';
export { FIELD_MAX, addressFields, personKanaFields, personNameFields } from './fields.ts';
export { sampleRequestSchema, type SampleRequest, type SampleRequestInput } from './sample-request.ts';
