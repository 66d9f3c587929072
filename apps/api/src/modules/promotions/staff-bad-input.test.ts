// Issue 20 points 4 and 5 under generated bad bodies from a logged-in staff member (the API fuzz
// test sends its requests without a staff session, so it never reaches these handlers): every
// answer is below 500 and in the {message, errors} envelope, in Japanese, and nothing is written
// for a refused body.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { problemOf } from '../../../test/fuzz/problems.ts';
import { createTestMember, type TestMember } from '../auth/test-member.ts';
import { createTestStaff, type TestStaff } from '../staff/test-staff.ts';

let t: TestApp;
let clerk: TestStaff;
let member: TestMember;
let contactId = 0;
beforeAll(async () => {
  t = await createTestApp();
  clerk = await createTestStaff(t.app);
  member = await createTestMember(t.app);
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/v2/contact',
    payload: {
      order_status: '注文前',
      order_id: '',
      organization: '',
      family_name: '佐藤',
      given_name: '花子',
      tel: '',
      email: 'fuzz@example.jp',
      message: 'テスト',
    },
  });
  contactId = Number(sent.json<{ data: { receiptNumber: string } }>().data.receiptNumber.slice(2));
});
afterAll(async () => t.close());

/** Values near the fields' edges and of the wrong kinds. */
const edgy = fc.oneof(
  fc.constantFrom(0, -1, 1, 100, 101, 2_147_483_648, 1e21, 0.5, Number.MAX_SAFE_INTEGER, '', ' ', '\u0000'),
  fc.constantFrom('2026-02-30', '2026-12-01', 'fixed', 'percent', 'grant', 'take', true, false, null),
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.anything({ maxDepth: 1 }),
);

const bodies = (fields: readonly string[]) =>
  fc.oneof(
    fc.record(Object.fromEntries(fields.map((field) => [field, edgy])), { requiredKeys: [] }),
    fc.anything({ maxDepth: 2 }),
  );

const CALLS = [
  {
    name: 'POST /coupons',
    method: 'POST',
    url: () => '/api/admin/coupons',
    fields: [
      'code',
      'kind',
      'amount',
      'minimumTotal',
      'validFrom',
      'validUntil',
      'useLimit',
      'oncePerMember',
    ],
  },
  { name: 'PATCH /coupons/{id}', method: 'PATCH', url: () => '/api/admin/coupons/1', fields: ['paused'] },
  {
    name: 'POST /points',
    method: 'POST',
    url: () => '/api/admin/points',
    fields: ['email', 'direction', 'amount', 'reason'],
  },
  {
    name: 'PATCH /inbox/contact/{id}',
    method: 'PATCH',
    url: () => `/api/admin/inbox/contact/${contactId}`,
    fields: ['handled', 'assigneeId'],
  },
  {
    name: 'POST /inbox/contact/{id}/reply',
    method: 'POST',
    url: () => `/api/admin/inbox/contact/${contactId}/reply`,
    fields: ['subject', 'body', 'markHandled'],
  },
] as const;

describe('the staff calls of coupons, points and the inboxes under bad bodies', () => {
  it.each(CALLS)(
    '$method $url never answers 5xx or outside the envelope',
    async ({ method, url, fields }) => {
      await fc.assert(
        fc.asyncProperty(bodies(fields), async (body) => {
          const payload = JSON.stringify(body ?? null);
          const response = await t.app.inject({
            method,
            url: url(),
            headers: { ...clerk.headers, 'content-type': 'application/json' },
            payload,
          });
          const problem = problemOf(response);
          if (problem !== null) throw new Error(`${method} ${url()} ${payload.slice(0, 200)}: ${problem}`);
        }),
        { numRuns: 60, seed: 2020 },
      );
      // The member's points never moved by accident of a random e-mail.
      const points = await t.app.inject({
        method: 'GET',
        url: '/api/v2/point-movements',
        headers: member.headers,
      });
      expect(points.json<{ data: { holdingPoint: number } }>().data.holdingPoint).toBe(0);
    },
  );
});
