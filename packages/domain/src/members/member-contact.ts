// What the shop's forms know of a logged-in member (issue 16, point 9; decision 0661): the sample,
// estimate and contact forms start from the member's own name, company, address, telephone and
// e-mail instead of asking for them again. Each form takes the fields it has.
import type { User } from '../answers/members.ts';
import { formatPostalCode } from '../format/postal-code.ts';

/** A member's contact details, as the forms hold them (strings, the postal code as 100-0001). */
export interface MemberContact {
  organization: string;
  familyName: string;
  givenName: string;
  /** 姓 and 名 with a space, for forms with one name field. */
  fullName: string;
  /** セイ and メイ with a space, for forms with one reading field. */
  fullKana: string;
  postalCode: string;
  /** Prefecture code; '00' when the member has none. */
  addressLevel1: string;
  addressLevel2: string;
  addressLine1: string;
  addressLine2: string;
  tel: string;
  email: string;
}

type MemberFields = Pick<
  User,
  | 'organization'
  | 'familyName'
  | 'givenName'
  | 'familyKana'
  | 'givenKana'
  | 'postalCode'
  | 'addressLevel1'
  | 'addressLevel2'
  | 'addressLine1'
  | 'addressLine2'
  | 'tel'
  | 'email'
>;

const joined = (...parts: string[]) => parts.filter((part) => part !== '').join(' ');

export function memberContactOf(user: MemberFields): MemberContact {
  return {
    organization: user.organization,
    familyName: user.familyName,
    givenName: user.givenName,
    fullName: joined(user.familyName, user.givenName),
    fullKana: joined(user.familyKana, user.givenKana),
    postalCode: user.postalCode === null ? '' : formatPostalCode(user.postalCode),
    addressLevel1: user.addressLevel1 || '00',
    addressLevel2: user.addressLevel2,
    addressLine1: user.addressLine1,
    addressLine2: user.addressLine2,
    tel: user.tel,
    email: user.email,
  };
}
