// For tests of any module: a member with a known password and a live bearer token, made straight in
// the database (fast, no mail). Not used by the server itself.
import type { FastifyInstance } from 'fastify';
import { yamadaTaro } from '../../../test/members.ts';
import { users } from '../../db/schema.ts';
import { createSession } from '../../plugins/auth.ts';
import { hashPassword } from './passwords.ts';

export interface TestMember {
  id: number;
  email: string;
  password: string;
  token: string;
  /** `{ authorization: 'Bearer …' }` for inject(). */
  headers: { authorization: string };
}

let serial = 0;

export async function createTestMember(
  app: FastifyInstance,
  overrides: Partial<typeof users.$inferInsert> & { password?: string } = {},
): Promise<TestMember> {
  serial += 1;
  const { password = 'sticker2026', ...columns } = overrides;
  const email = columns.email ?? `member${serial}-${process.pid}-${Date.now()}@example.jp`;
  const [row] = await app.db
    .insert(users)
    .values({
      ...yamadaTaro,
      ...columns,
      email,
      passwordHash: await hashPassword(password),
    })
    .returning({ id: users.id });
  if (!row) throw new Error('could not create the test member');
  const token = await createSession(app.db, row.id, app.now());
  return { id: row.id, email, password, token, headers: { authorization: `Bearer ${token}` } };
}
