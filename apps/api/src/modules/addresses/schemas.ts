// The address book's payloads: the form it receives is the shared addressFormSchema of
// @shop/domain/forms, the entry it answers the domain's addressEntrySchema.

export { addressFormSchema, type AddressForm } from '@shop/domain/forms';

export { addressEntrySchema as addressSchema, type AddressEntry as Address } from '@shop/domain/answers';
