// Every /api/admin route, as the router lists it (a new route is covered the day it is added):
// refused without a staff session, with a member's bearer token, before the login is complete,
// with a staff session on owner-only routes, and to a forged cross-site form post.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffMessages } from '@shop/domain/staff';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import type { ListedRoute } from '../../plugins/route-list.ts';
import { createTestMember, type TestMember } from '../auth/test-member.ts';
import { STAFF_COOKIE } from './staff-session.ts';
import { createTestStaff, type TestStaff } from './test-staff.ts';

let t: TestApp;
let member: TestMember;
let staff: TestStaff;
let owner: TestStaff;
let owingCode: TestStaff;
let enrolling: TestStaff;
beforeAll(async () => {
  t = await createTestApp();
  member = await createTestMember(t.app);
  staff = await createTestStaff(t.app, { role: 'staff' });
  owner = await createTestStaff(t.app, { role: 'owner' });
  owingCode = await createTestStaff(t.app, { role: 'owner', stage: 'password' });
  enrolling = await createTestStaff(t.app, { role: 'owner', stage: 'enrol' });
});
afterAll(async () => t.close());

/** The routes open without a session: each is here on purpose. */
const OPEN_ROUTES = [
  'POST /api/admin/login',
  'GET /api/admin/invitations/:token',
  'POST /api/admin/invitations/:token',
];

const adminRoutes = () => t.app.apiRoutes.filter((route) => route.url.startsWith('/api/admin'));
const nameOf = (route: ListedRoute) => `${route.method} ${route.url}`;
const guarded = () => adminRoutes().filter((route) => route.config.staffAccess !== 'anyone');
/**
 * A path with its parameters filled in: an id no row has (so the owner's calls change nothing),
 * which is also no token's shape.
 */
const pathOf = (route: ListedRoute) => route.url.replace(/:[A-Za-z]+/g, '2147483647');

async function call(route: ListedRoute, headers: Record<string, string>) {
  const changing = route.method !== 'GET';
  return t.app.inject({
    method: route.method as 'GET',
    url: pathOf(route),
    headers: changing ? { ...headers, 'content-type': 'application/json' } : headers,
    ...(changing ? { payload: '{}' } : {}),
  });
}

describe('the /api/admin routes', () => {
  it('are listed, each with the access it needs, and only the known ones are open', () => {
    expect(adminRoutes().length).toBeGreaterThan(5);
    for (const route of adminRoutes()) expect(route.config.staffAccess, nameOf(route)).toBeDefined();
    const open = adminRoutes()
      .filter((route) => route.config.staffAccess === 'anyone')
      .map(nameOf);
    expect(OPEN_ROUTES).toEqual(expect.arrayContaining(open));
  });

  it('answer 401 without a staff session, and with a member bearer token', async () => {
    for (const route of guarded()) {
      expect((await call(route, {})).statusCode, nameOf(route)).toBe(401);
      expect((await call(route, member.headers)).statusCode, nameOf(route)).toBe(401);
    }
  });

  it('answer 401 before the second factor and 403 before TOTP is set up, except the login steps', async () => {
    for (const route of guarded().filter((r) => r.config.staffAccess !== 'signing-in')) {
      expect((await call(route, owingCode.headers)).statusCode, nameOf(route)).toBe(401);
      const res = await call(route, enrolling.headers);
      expect(res.statusCode, nameOf(route)).toBe(403);
      expect(res.json(), nameOf(route)).toEqual({ message: staffMessages.enrolmentNeeded, errors: {} });
    }
  });

  it('answer 403 to a staff session on owner-only routes', async () => {
    const ownerOnly = guarded().filter((route) => route.config.staffAccess === 'owner');
    expect(ownerOnly.length).toBeGreaterThan(0);
    for (const route of ownerOnly) {
      const res = await call(route, staff.headers);
      expect(res.statusCode, nameOf(route)).toBe(403);
      expect(res.json(), nameOf(route)).toEqual({ message: staffMessages.ownerOnly, errors: {} });
      expect((await call(route, owner.headers)).statusCode, nameOf(route)).not.toBe(403);
    }
  });

  it('refuse a forged cross-site form post, even when the browser sent the owner cookie', async () => {
    const changing = adminRoutes().filter((route) => route.method !== 'GET');
    expect(changing.length).toBeGreaterThan(3);
    for (const route of changing) {
      const forged = await t.app.inject({
        method: route.method as 'POST',
        url: pathOf(route),
        headers: {
          cookie: `${STAFF_COOKIE}=${owner.token}`,
          origin: 'https://evil.example',
          'sec-fetch-site': 'cross-site',
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: 'email=evil%40example.com&role=owner',
      });
      expect(forged.statusCode, nameOf(route)).toBe(403);
      expect(forged.json(), nameOf(route)).toEqual({ message: staffMessages.crossSite, errors: {} });
    }
  });

  it('refuse a change without the session CSRF token, even from no named origin', async () => {
    for (const route of guarded().filter((r) => r.method !== 'GET')) {
      const { 'x-csrf-token': _token, origin: _origin, ...cookieOnly } = owner.headers;
      const res = await call(route, cookieOnly);
      expect(res.statusCode, nameOf(route)).toBe(403);
      const wrong = await call(route, { ...owner.headers, 'x-csrf-token': staff.csrfToken });
      expect(wrong.statusCode, nameOf(route)).toBe(403);
    }
  });
});
