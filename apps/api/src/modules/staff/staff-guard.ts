// The door of /api/admin (decision 0731). Every route registered under it declares who may use it
// (`config: { staffAccess: 'staff' }`); a route that does not stops the server at start, so none is
// left open by mistake. The guard then runs before anything else of the request:
//   1. a changing request (POST, PUT, PATCH, DELETE) must come from the shop's own pages: a
//      cross-site Origin or Sec-Fetch-Site is refused, and with a session the CSRF header must
//      match the session's token;
//   2. the staff session cookie must be live (a member's bearer token counts for nothing here);
//   3. the login must be complete (password and TOTP) and the role must allow the route.
import { timingSafeEqual } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { roleAllows, staffMessages, type StaffRole } from '@shop/domain/staff';
import { forbidden, unauthorized } from '../../lib/http-error.ts';
import { CSRF_HEADER, STAFF_COOKIE, staffSessionForToken, type StaffSession } from './staff-session.ts';

/**
 * Who may use an admin route:
 * - 'anyone': no session (login, an invitation's link);
 * - 'signing-in': any session, even one still owing its second factor (the code, enrolment,
 *   the session itself, logout);
 * - 'staff': a complete login of any role; 'owner': a complete login of an owner.
 */
export type StaffAccess = 'anyone' | 'signing-in' | StaffRole;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Required on every route under /api/admin. */
    staffAccess?: StaffAccess;
  }
  interface FastifyRequest {
    /** Set by the admin guard when a live staff session came. */
    staff: StaffSession | null;
  }
}

const CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The origins the shop's own pages are served from: the configured public URL and this request's host. */
function isOwnOrigin(request: FastifyRequest, origin: string): boolean {
  const own = new URL(request.server.config.publicUrl).origin;
  return origin === own || origin === `${request.protocol}://${request.host}`;
}

/** Refuses a changing request sent by another site's page (a forged form or script). */
function refuseCrossSite(request: FastifyRequest): void {
  if (!CHANGING_METHODS.has(request.method)) return;
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string' && fetchSite !== 'same-origin' && fetchSite !== 'none') {
    throw forbidden(staffMessages.crossSite);
  }
  const origin = request.headers.origin;
  if (typeof origin === 'string' && !isOwnOrigin(request, origin)) throw forbidden(staffMessages.crossSite);
}

function refuseWithoutCsrfToken(request: FastifyRequest, session: StaffSession): void {
  if (!CHANGING_METHODS.has(request.method)) return;
  const sent = request.headers[CSRF_HEADER];
  if (typeof sent !== 'string' || !sameText(sent, session.csrfToken))
    throw forbidden(staffMessages.crossSite);
}

async function sessionOf(request: FastifyRequest): Promise<StaffSession | null> {
  const token = request.cookies[STAFF_COOKIE];
  if (!token) return null;
  return staffSessionForToken(request.server.db, token, request.server.now());
}

/** The onRequest hook for one level of access. */
export function requireStaff(access: StaffAccess): onRequestAsyncHookHandler {
  return async function staffGuard(request: FastifyRequest, _reply: FastifyReply) {
    refuseCrossSite(request);
    // Open routes act on no session: a stale cookie must not stand in the way of logging in again.
    if (access === 'anyone') return;
    const session = await sessionOf(request);
    if (!session) throw unauthorized(staffMessages.notLoggedIn);
    refuseWithoutCsrfToken(request, session);
    request.staff = session;
    if (access === 'signing-in') return;
    if (session.stage === 'password') throw unauthorized(staffMessages.secondFactorNeeded);
    if (session.stage === 'enrol') throw forbidden(staffMessages.enrolmentNeeded);
    if (!roleAllows(session.role, access)) throw forbidden(staffMessages.ownerOnly);
  };
}

/** The staff member of a request that passed a guard other than 'anyone'. */
export function staffOf(request: FastifyRequest): StaffSession {
  if (request.staff === null) throw unauthorized(staffMessages.notLoggedIn);
  return request.staff;
}

/** OpenAPI: marks a route as needing the staff session cookie. */
export const staffCookieSecurity = [{ staffSession: [] }];

/**
 * Register once, first, in the /api/admin scope: cookies, `request.staff`, and the guard on every
 * route of the scope, from the route's `config.staffAccess`.
 */
export const staffGuardPlugin = fp(
  async (admin: FastifyInstance) => {
    await admin.register(fastifyCookie);
    admin.decorateRequest('staff', null);
    admin.addHook('onRoute', (route) => {
      const access = route.config?.staffAccess;
      if (access === undefined) {
        throw new Error(
          `${String(route.method)} ${route.url}: every /api/admin route declares config.staffAccess`,
        );
      }
      const own = route.onRequest === undefined ? [] : [route.onRequest].flat();
      route.onRequest = [requireStaff(access), ...own];
    });
  },
  { name: 'staff-guard' },
);
