// The address block's empty values, for the defaults of forms that show the block (which may load
// apart from the page: decision 0563).

/** Empty values of a new address form, for `defaultValues`. */
export const emptyPostalAddress = {
  postalCode: '',
  addressLevel1: '00',
  addressLevel2: '',
  addressLine1: '',
  addressLine2: '',
} as const;
