// Who a document is made out to, and the honorific after the name: 様 for a person, 御中 for a
// company or one of its departments. Decision: docs/decisions/0302-addressee-honorific.md.

export type AddresseeKind = 'person' | 'organization';

export interface Addressee {
  /** The name as it should print, without honorific ('株式会社シールラボ 経理部', '山田 太郎'). */
  name: string;
  kind: AddresseeKind;
}

const HONORIFIC: Record<AddresseeKind, string> = { person: '様', organization: '御中' };

const TYPED_HONORIFIC = /[\s\u3000]*(御中|様|殿|さま|サマ)$/u;

// Words that make a name an organisation's. A name with a person after the company
// ('株式会社シールラボ 山田太郎') is a person at that company and takes 様.
const ORGANIZATION_WORD =
  /(株式会社|有限会社|合同会社|合資会社|合名会社|[（(](?:株|有|同)[)）]|㈱|㈲|法人|組合|協会|連合会|商会|商店|事務所|大学|学校|幼稚園|保育園|病院|医院|クリニック|役所|役場|団体|委員会|サークル|クラブ)/u;
const DEPARTMENT_WORD = /(部|課|係|室|グループ|チーム|支店|支社|営業所|事業所|センター|本社|店)$/u;

/** The honorific of a kind: '様' or '御中'. */
export function honorific(kind: AddresseeKind): string {
  return HONORIFIC[kind];
}

/**
 * Reads the free text a customer types as the addressee (spec point 7: `to`). An honorific the
 * customer typed decides and is removed (殿 and さま read as 様). Otherwise a name holding an
 * organisation word takes 御中, unless it goes on with a person's name after a space.
 */
export function parseAddressee(text: string): Addressee {
  const trimmed = text.trim();
  const typed = TYPED_HONORIFIC.exec(trimmed);
  if (typed) {
    const name = trimmed.slice(0, typed.index).trim();
    return { name, kind: typed[1] === '御中' ? 'organization' : 'person' };
  }
  return { name: trimmed, kind: looksLikeOrganization(trimmed) ? 'organization' : 'person' };
}

function looksLikeOrganization(name: string): boolean {
  const parts = name.split(/[\s\u3000]+/u).filter((part) => part.length > 0);
  const last = parts.at(-1);
  if (last === undefined) return false;
  if (ORGANIZATION_WORD.test(last)) return true;
  const before = parts.slice(0, -1).join(' ');
  if (!ORGANIZATION_WORD.test(before)) return false;
  // '株式会社シールラボ 営業部' is a department; '株式会社シールラボ 山田' a person there.
  return DEPARTMENT_WORD.test(last);
}

export interface AddresseeParts {
  name: string;
  /** '' when the name says it all (上様). */
  honorific: string;
}

/**
 * The name and honorific as printed. A blank name prints as `blankName` ('上様' on a receipt) or,
 * when none, as a space to fill in by hand before the honorific.
 */
export function addresseeParts(addressee: Addressee, blankName?: string): AddresseeParts {
  const name = addressee.name.trim();
  if (name.length > 0) return { name, honorific: honorific(addressee.kind) };
  if (blankName !== undefined) return { name: blankName, honorific: '' };
  return { name: '\u3000'.repeat(8), honorific: honorific(addressee.kind) };
}

/** The addressee as one line: '株式会社シールラボ 御中', '山田 太郎 様', '上様'. */
export function addresseeLine(addressee: Addressee, blankName?: string): string {
  const { name, honorific: suffix } = addresseeParts(addressee, blankName);
  return suffix ? `${name} ${suffix}` : name;
}
