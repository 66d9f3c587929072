// Bearer sessions (decision 0250): an opaque random token, stored only as its SHA-256, with an
// expiry, revoked at logout, leaving and password reset. Unlike a bare JWT, every one can be ended.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Transaction } from '../db/client.ts';
import { sessions, users } from '../db/schema.ts';
import { unauthorized } from '../lib/http-error.ts';

/** The logged-in member a request acts for. */
export interface Member {
  id: number;
  /** Never null while the member has not left. */
  email: string;
  /** The session the request came with (logout ends this one only). */
  sessionId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireMember (always) or optionalMember (when a valid token came). */
    member: Member | null;
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** A session lives 30 days after its last renewal (decision 0250). */
export const SESSION_LIFETIME_MS = 30 * DAY_MS;
/** A session used with less than this left is extended, so a regular customer stays logged in. */
const RENEW_WHEN_LEFT_MS = 15 * DAY_MS;

// 32 random bytes in base64url: 43 characters of A-Z a-z 0-9 - _.
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A new random token (256 bits), base64url. Shown to its owner once, never stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** True when the text has the shape of a token this server issues (no database needed to refuse). */
export function looksLikeToken(text: string): boolean {
  return TOKEN_PATTERN.test(text);
}

/** SHA-256 (hex) of a token: what sessions and password resets store. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Opens a session for the member and returns its bearer token. */
export async function createSession(db: Database | Transaction, userId: number, now: Date): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
    createdAt: now,
  });
  return token;
}

/** Ends one session. */
export async function revokeSession(db: Database | Transaction, sessionId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of a member, except `keepSessionId` when given (the one changing the password). */
export async function revokeSessionsOf(
  db: Database | Transaction,
  userId: number,
  now: Date,
  keepSessionId?: number,
): Promise<void> {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (keepSessionId !== undefined) conditions.push(ne(sessions.id, keepSessionId));
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(...conditions));
}

/**
 * The session lookup of every member request, built once per database (decision 0535): drizzle
 * then only fills in the token's hash and the time, instead of building the same SQL each time.
 */
function prepareSessionLookup(db: Database) {
  return db
    .select({ sessionId: sessions.id, expiresAt: sessions.expiresAt, id: users.id, email: users.email })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
        isNull(users.leftAt),
      ),
    )
    .limit(1)
    .prepare('member_for_token');
}
const sessionLookups = new WeakMap<Database, ReturnType<typeof prepareSessionLookup>>();

/** The member a bearer token stands for, or null when it is unknown, expired, revoked or theirs has left. */
export async function memberForToken(db: Database, token: string, now: Date): Promise<Member | null> {
  if (!looksLikeToken(token)) return null;
  let lookup = sessionLookups.get(db);
  if (!lookup) {
    lookup = prepareSessionLookup(db);
    sessionLookups.set(db, lookup);
  }
  // A placeholder compared with a column is sent as it is: the time as the ISO text drizzle sends.
  const [row] = await lookup.execute({ tokenHash: hashToken(token), now: now.toISOString() });
  if (!row || row.email === null) return null;
  if (row.expiresAt.getTime() - now.getTime() < RENEW_WHEN_LEFT_MS) {
    // At most one write per fortnight per session: cheap enough to do inline.
    await db
      .update(sessions)
      .set({ expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS) })
      .where(eq(sessions.id, row.sessionId));
  }
  return { id: row.id, email: row.email, sessionId: row.sessionId };
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer[ ]+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/** onRequest or preHandler hook: refuses with 401 unless a valid token came; then `request.member` is set. */
export async function requireMember(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const token = bearerToken(request);
  const member = token === null ? null : await memberForToken(request.server.db, token, request.server.now());
  if (member === null) throw unauthorized();
  request.member = member;
}

/** The member of a valid token that came with the request, else null (a visitor). */
export async function memberIfAny(request: FastifyRequest): Promise<Member | null> {
  const token = bearerToken(request);
  return token === null ? null : memberForToken(request.server.db, token, request.server.now());
}

/** onRequest or preHandler hook for calls open to visitors: sets `request.member` when a valid token came, else null. */
export async function optionalMember(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  request.member = await memberIfAny(request);
}

/** For calls open to visitors that need the member only sometimes: their id, looked up on first use. */
export function lazyMemberId(request: FastifyRequest): () => Promise<number | null> {
  let found: Promise<Member | null> | undefined;
  return async () => {
    found ??= memberIfAny(request);
    return (await found)?.id ?? null;
  };
}

/** The member of a request that passed requireMember. */
export function memberOf(request: FastifyRequest): Member {
  if (request.member === null) throw unauthorized();
  return request.member;
}

/** OpenAPI: marks a route as needing the bearer token. */
export const bearerSecurity = [{ bearer: [] }];

/** Declares `request.member`; register once before the routes. */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('member', null);
  },
  { name: 'auth' },
);
