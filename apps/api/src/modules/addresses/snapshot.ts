/**
 * What a purchase stores as destination_address / source_address: the address copied at the time,
 * so a later change of the address book never rewrites where an order went. The checkout and the
 * shipment change both write it through here (decisions 0343, 0362).
 */
export interface StoredAddress {
  /** The address-book entry it was copied from; null for the member's registered address. */
  addressBookId: number | null;
  postalCode: number;
  addressLevel1: string;
  addressLevel2: string;
  addressLine1: string;
  addressLine2: string;
  organization: string;
  familyName: string;
  givenName: string;
  familyKana: string;
  givenKana: string;
  tel: string;
}

/** The address fields of an address-book row or of the member's own record. */
export type AddressFields = Omit<StoredAddress, 'addressBookId'>;

export function copyAddress(source: AddressFields, addressBookId: number | null): StoredAddress {
  return {
    addressBookId,
    postalCode: source.postalCode,
    addressLevel1: source.addressLevel1,
    addressLevel2: source.addressLevel2,
    addressLine1: source.addressLine1,
    addressLine2: source.addressLine2,
    organization: source.organization,
    familyName: source.familyName,
    givenName: source.givenName,
    familyKana: source.familyKana,
    givenKana: source.givenKana,
    tel: source.tel,
  };
}
