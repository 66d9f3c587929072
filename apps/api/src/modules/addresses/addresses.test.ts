import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages, fieldMessages, validationMessages } from '@shop/domain/messages';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { addresses } from '../../db/schema.ts';
import { memberMessages } from '../auth/member-messages.ts';
import { createTestMember, type TestMember } from '../auth/test-member.ts';
import { ADDRESS_BOOK_LIMIT } from './service.ts';

let t: TestApp;
let alice: TestMember;
let bob: TestMember;
beforeAll(async () => {
  t = await createTestApp();
  [alice, bob] = await Promise.all([createTestMember(t.app), createTestMember(t.app)]);
});
afterAll(async () => t.close());

interface Address {
  id: number;
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

/** The address form as the web sends it: a new entry carries id 0, the postal code a number. */
const form = (overrides: Record<string, unknown> = {}) => ({
  id: 0,
  postalCode: 1000001,
  addressLevel1: '13',
  addressLevel2: '千代田区',
  addressLine1: '千代田1-1',
  addressLine2: 'シールラボビル3階',
  organization: '株式会社シールラボ',
  familyName: '佐藤',
  givenName: '花子',
  familyKana: 'サトウ',
  givenKana: 'ハナコ',
  tel: '03-1234-5678',
  receivedPostalData: [{ prefecture: '東京都', city: '千代田区' }],
  ...overrides,
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, member: TestMember | null, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v2${url}`,
    headers: member ? member.headers : {},
    ...(payload ? { payload } : {}),
  });

const kinds = [
  { path: '/sources', kind: 'source' as const, other: '/destinations' },
  { path: '/destinations', kind: 'destination' as const, other: '/sources' },
];

describe.each(kinds)('$path', ({ path, kind, other }) => {
  it('adds an entry sent with id 0, lists, reads, changes and deletes it', async () => {
    const created = await call('POST', path, alice, form());
    expect(created.statusCode).toBe(200);
    const entry = created.json<{ data: Address }>().data;
    expect(entry.id).toBeGreaterThan(0);
    expect(entry).toMatchObject({
      postalCode: 1000001,
      addressLevel1: '13',
      familyName: '佐藤',
      tel: '03-1234-5678',
    });

    const list = (await call('GET', path, alice)).json<{ data: Address[] }>().data;
    expect(list.map((a) => a.id)).toContain(entry.id);
    expect((await call('GET', other, alice)).json<{ data: Address[] }>().data.map((a) => a.id)).not.toContain(
      entry.id,
    );

    const read = await call('GET', `${path}/${entry.id}`, alice);
    expect(read.statusCode).toBe(200);
    expect(read.json<{ data: Address }>().data).toEqual(entry);

    const changed = await call(
      'PUT',
      `${path}/${entry.id}`,
      alice,
      form({
        id: entry.id,
        postalCode: '060-0000',
        addressLevel1: '01',
        addressLevel2: '札幌市中央区',
        addressLine1: '北1条西2丁目',
      }),
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json<{ data: Address }>().data).toMatchObject({
      id: entry.id,
      postalCode: 600000,
      addressLevel1: '01',
      addressLevel2: '札幌市中央区',
    });

    const removed = await call('DELETE', `${path}/${entry.id}`, alice);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ data: { id: entry.id } });
    expect((await call('GET', path, alice)).json<{ data: Address[] }>().data.map((a) => a.id)).not.toContain(
      entry.id,
    );
    // Deleted: gone for every call.
    expect((await call('GET', `${path}/${entry.id}`, alice)).statusCode).toBe(404);
    expect((await call('PUT', `${path}/${entry.id}`, alice, form())).statusCode).toBe(404);
    expect((await call('DELETE', `${path}/${entry.id}`, alice)).statusCode).toBe(404);
  });

  describe("another member's entry", () => {
    let bobs: Address;
    beforeAll(async () => {
      bobs = (await call('POST', path, bob, form({ familyName: '鈴木' }))).json<{ data: Address }>().data;
    });

    it('is not listed', async () => {
      const list = (await call('GET', path, alice)).json<{ data: Address[] }>().data;
      expect(list.map((a) => a.id)).not.toContain(bobs.id);
    });

    it('is 404 on read', async () => {
      const res = await call('GET', `${path}/${bobs.id}`, alice);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: apiMessages.notFound, errors: {} });
    });

    it('is 404 on change, and stays unchanged', async () => {
      const res = await call(
        'PUT',
        `${path}/${bobs.id}`,
        alice,
        form({ id: bobs.id, familyName: '乗っ取り' }),
      );
      expect(res.statusCode).toBe(404);
      const [row] = await t.app.db.select().from(addresses).where(eq(addresses.id, bobs.id));
      expect(row?.familyName).toBe('鈴木');
      expect(row?.userId).toBe(bob.id);
    });

    it('is 404 on delete, and stays', async () => {
      const res = await call('DELETE', `${path}/${bobs.id}`, alice);
      expect(res.statusCode).toBe(404);
      const [row] = await t.app.db.select().from(addresses).where(eq(addresses.id, bobs.id));
      expect(row?.deletedAt).toBeNull();
      expect((await call('GET', `${path}/${bobs.id}`, bob)).statusCode).toBe(200);
    });

    it(`is not reachable through ${other} either`, async () => {
      expect((await call('GET', `${other}/${bobs.id}`, bob)).statusCode).toBe(404);
      expect((await call('PUT', `${other}/${bobs.id}`, bob, form())).statusCode).toBe(404);
      expect((await call('DELETE', `${other}/${bobs.id}`, bob)).statusCode).toBe(404);
    });
  });

  it.each<[string, Method, string]>([
    ['list', 'GET', ''],
    ['read', 'GET', '/1'],
    ['add', 'POST', ''],
    ['change', 'PUT', '/1'],
    ['delete', 'DELETE', '/1'],
  ])('answers 401 to %s without a token, before looking at the body', async (_name, method, suffix) => {
    const res = await call(
      method,
      `${path}${suffix}`,
      null,
      method === 'POST' || method === 'PUT' ? {} : undefined,
    );
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: apiMessages.unauthorized, errors: {} });
  });

  it('answers 400 for an id that is not a positive number', async () => {
    for (const id of ['abc', '0', '-1', '1.5']) {
      expect((await call('DELETE', `${path}/${id}`, alice)).statusCode, id).toBe(400);
    }
  });

  it(`refuses the ${ADDRESS_BOOK_LIMIT + 1}th entry with 422`, async () => {
    const member = await createTestMember(t.app);
    const row = {
      userId: member.id,
      kind,
      postalCode: 1000001,
      addressLevel1: '13',
      addressLevel2: '千代田区',
      addressLine1: '千代田1-1',
      familyName: '山田',
      tel: '03-1234-5678',
    };
    await t.app.db.insert(addresses).values(Array.from({ length: ADDRESS_BOOK_LIMIT }, () => row));
    const res = await call('POST', path, member, form());
    expect(res.statusCode).toBe(422);
    expect(res.json<{ message: string }>().message).toBe(memberMessages.addressLimit(ADDRESS_BOOK_LIMIT));
    const count = await t.app.db
      .select()
      .from(addresses)
      .where(and(eq(addresses.userId, member.id), eq(addresses.kind, kind)));
    expect(count).toHaveLength(ADDRESS_BOOK_LIMIT);
  });
});

describe('address form validation (spec point 5)', () => {
  it.each<[string, Record<string, unknown>, string, string]>([
    ['no postal code', { postalCode: undefined }, 'postalCode', fieldMessages.mustEnter],
    ['an empty postal code', { postalCode: '' }, 'postalCode', fieldMessages.mustEnter],
    ['a 6-digit postal code', { postalCode: '100-001' }, 'postalCode', validationMessages.postalFormat],
    ['an unknown postal code', { postalCode: 9999999 }, 'postalCode', fieldMessages.postalCheck],
    [
      'a postal code of another prefecture',
      { postalCode: 1000001, addressLevel1: '27' },
      'postalCode',
      fieldMessages.postalMismatch,
    ],
    [
      'a postal code of another city',
      { postalCode: 1000001, addressLevel2: '中央区' },
      'postalCode',
      fieldMessages.postalMismatch,
    ],
    [
      'a street of another town, left from the old postal code (issue 16, decision 0663)',
      {
        postalCode: 9071101,
        addressLevel1: '47',
        addressLevel2: '八重山郡竹富町',
        addressLine1: '千代田1-1',
      },
      'addressLine1',
      fieldMessages.postalTownMismatch('竹富'),
    ],
    ['no prefecture', { addressLevel1: '00' }, 'addressLevel1', fieldMessages.mustSelect],
    ['no city', { addressLevel2: '' }, 'addressLevel2', fieldMessages.mustEnter],
    ['no street', { addressLine1: '  ' }, 'addressLine1', fieldMessages.mustEnter],
    ['no family name', { familyName: undefined }, 'familyName', fieldMessages.mustEnter],
    [
      'a character outside JIS X 0208',
      { familyName: '髙橋' },
      'familyName',
      fieldMessages.unusableCharacterAt(1, '髙', '高'),
    ],
    [
      'a circled digit in the building',
      { addressLine2: 'ビル①' },
      'addressLine2',
      fieldMessages.unusableCharacterAt(3),
    ],
    [
      'an emoji in the organisation',
      { organization: 'シール🍀ラボ' },
      'organization',
      fieldMessages.unusableCharacterAt(4),
    ],
    ['a reading in hiragana', { familyKana: 'さとう' }, 'familyKana', fieldMessages.katakanaOnly],
    ['no reading', { givenKana: '' }, 'givenKana', fieldMessages.mustEnter],
    ['no tel', { tel: '' }, 'tel', fieldMessages.mustEnter],
    ['a short tel', { tel: '03-1234' }, 'tel', fieldMessages.tel],
  ])('refuses %s with 400 and the field message', async (_case, overrides, field, message) => {
    const res = await call('POST', '/destinations', alice, form(overrides));
    expect(res.statusCode).toBe(400);
    const body = res.json<{ message: string; errors: Record<string, string> }>();
    expect(body.message).toBe(apiMessages.badRequest);
    expect(body.errors[field]).toBe(message);
  });

  it('judges the postal code with its own lookup, not the candidates the client sent', async () => {
    const res = await call(
      'POST',
      '/destinations',
      alice,
      form({
        addressLevel1: '27',
        addressLevel2: '大阪市北区',
        receivedPostalData: [{ prefecture: '大阪府', city: '大阪市北区' }],
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: Record<string, string> }>().errors.postalCode).toBe(
      fieldMessages.postalMismatch,
    );
  });

  it('accepts what phones type: full-width digits, a hyphenated postal code, optional fields left out', async () => {
    const res = await call(
      'POST',
      '/destinations',
      alice,
      form({
        postalCode: '９０７－１１０１',
        addressLevel1: '47',
        addressLevel2: '八重山郡竹富町',
        addressLine1: '竹富1',
        tel: '０９０－１２３４－５６７８',
        receivedPostalData: undefined,
        organization: undefined,
        addressLine2: undefined,
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: Address }>().data).toMatchObject({
      postalCode: 9071101,
      tel: '090-1234-5678',
      addressLine2: '',
      organization: '',
    });
  });
});
