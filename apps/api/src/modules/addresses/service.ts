// The address book: shipping sources (発送元) and destinations (お届け先), one service for both.
import type { Database } from '../../db/client.ts';
import { badRequest, notFound, unprocessable } from '../../lib/http-error.ts';
import { memberMessages } from '../auth/member-messages.ts';
import { postalCodeProblem } from '../postal/service.ts';
import {
  countAddresses,
  deleteAddress,
  findAddress,
  insertAddress,
  listAddresses,
  updateAddress,
  type AddressColumns,
  type AddressKind,
  type AddressRow,
} from './queries.ts';
import type { Address, AddressForm } from './schemas.ts';

/** Entries of each kind a member may keep (decision 0258). */
export const ADDRESS_BOOK_LIMIT = 50;

export function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    postalCode: row.postalCode,
    addressLevel1: row.addressLevel1,
    addressLevel2: row.addressLevel2,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    organization: row.organization,
    familyName: row.familyName,
    givenName: row.givenName,
    familyKana: row.familyKana,
    givenKana: row.givenKana,
    tel: row.tel,
  };
}

/** 400 with `errors.postalCode` when the postal code and the prefecture + city disagree (spec point 5). */
export function assertPostalCodeMatches(address: {
  postalCode: string;
  addressLevel1: string;
  addressLevel2: string;
}) {
  const problem = postalCodeProblem({
    postalCode: address.postalCode,
    prefectureCode: address.addressLevel1,
    city: address.addressLevel2,
  });
  if (problem !== null) throw badRequest({ postalCode: problem });
}

function columnsOf(form: AddressForm): AddressColumns {
  assertPostalCodeMatches(form);
  return {
    postalCode: Number(form.postalCode),
    addressLevel1: form.addressLevel1,
    addressLevel2: form.addressLevel2,
    addressLine1: form.addressLine1,
    addressLine2: form.addressLine2,
    organization: form.organization,
    familyName: form.familyName,
    givenName: form.givenName,
    familyKana: form.familyKana,
    givenKana: form.givenKana,
    tel: form.tel,
  };
}

export async function listAddressBook(db: Database, userId: number, kind: AddressKind): Promise<Address[]> {
  return (await listAddresses(db, userId, kind)).map(toAddress);
}

export async function readAddress(
  db: Database,
  userId: number,
  kind: AddressKind,
  id: number,
): Promise<Address> {
  const row = await findAddress(db, userId, kind, id);
  if (!row) throw notFound();
  return toAddress(row);
}

export async function addAddress(
  db: Database,
  userId: number,
  kind: AddressKind,
  form: AddressForm,
  now: Date,
): Promise<Address> {
  const columns = columnsOf(form);
  if ((await countAddresses(db, userId, kind)) >= ADDRESS_BOOK_LIMIT) {
    throw unprocessable({}, memberMessages.addressLimit(ADDRESS_BOOK_LIMIT));
  }
  return toAddress(await insertAddress(db, userId, kind, columns, now));
}

export async function changeAddress(
  db: Database,
  userId: number,
  kind: AddressKind,
  id: number,
  form: AddressForm,
  now: Date,
): Promise<Address> {
  const columns = columnsOf(form);
  const row = await updateAddress(db, userId, kind, id, columns, now);
  if (!row) throw notFound();
  return toAddress(row);
}

export async function removeAddress(
  db: Database,
  userId: number,
  kind: AddressKind,
  id: number,
  now: Date,
): Promise<void> {
  if (!(await deleteAddress(db, userId, kind, id, now))) throw notFound();
}
