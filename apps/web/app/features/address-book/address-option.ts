// An address as one line of a choice or a summary: who, then where. The checkout's sender and
// destination choices and its order review name an address the same way.
import { prefectureLabel } from '@shop/domain/prefectures';

export interface Addressed {
  id: number;
  addressLevel1: string;
  addressLevel2: string;
  addressLine1: string;
  familyName: string;
  givenName: string;
  organization: string;
}

export interface AddressOption {
  /** 0: the member's registered address. */
  id: number;
  label: string;
}

export function addressOption(address: Addressed): AddressOption {
  const who = address.organization || `${address.familyName} ${address.givenName} 様`;
  return {
    id: address.id,
    label: `${who}（${prefectureLabel(address.addressLevel1)}${address.addressLevel2}${address.addressLine1}）`,
  };
}

/** The choices: the member's registered address (id 0) first, then the address book's entries. */
export function addressOptions(member: Omit<Addressed, 'id'>, book: readonly Addressed[]): AddressOption[] {
  const own = addressOption({ ...member, id: 0 });
  return [{ ...own, label: `ご登録のご住所：${own.label}` }, ...book.map(addressOption)];
}
