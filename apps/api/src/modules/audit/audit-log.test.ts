import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { auditLog } from '../../db/schema.ts';
import { createTestStaff, type TestStaff } from '../staff/test-staff.ts';
import { writeAudit } from './audit-log.ts';

let t: TestApp;
let owner: TestStaff;
beforeAll(async () => {
  t = await createTestApp();
  owner = await createTestStaff(t.app, { role: 'owner' });
});
afterAll(async () => t.close());

const actor = () => ({ staffId: owner.id, email: owner.email });

describe('writeAudit', () => {
  it('writes who, when, what, before and after in the transaction of the change', async () => {
    const at = new Date('2026-11-20T10:05:00+09:00');
    await t.app.db.transaction((tx) =>
      writeAudit(tx, {
        actor: actor(),
        at,
        action: 'order.move',
        subject: { type: 'order', id: '12345678901-1' },
        before: { status: 'purchased' },
        after: { status: 'printing' },
      }),
    );
    const rows = await t.app.db.select().from(auditLog).where(eq(auditLog.subjectId, '12345678901-1'));
    expect(rows.map(({ id: _id, ...entry }) => entry)).toEqual([
      {
        staffId: owner.id,
        actor: owner.email,
        at,
        action: 'order.move',
        subjectType: 'order',
        subjectId: '12345678901-1',
        before: { status: 'purchased' },
        after: { status: 'printing' },
      },
    ]);
  });

  it('leaves no entry when the change rolls back', async () => {
    await expect(
      t.app.db.transaction(async (tx) => {
        await writeAudit(tx, {
          actor: 'command-line',
          at: t.app.now(),
          action: 'order.move',
          subject: { type: 'order', id: 'rolled-back' },
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await t.app.db.select().from(auditLog).where(eq(auditLog.subjectId, 'rolled-back'))).toEqual([]);
  });

  it('cannot be changed or deleted afterwards: the database refuses', async () => {
    await t.app.db.transaction((tx) =>
      writeAudit(tx, {
        actor: actor(),
        at: t.app.now(),
        action: 'order.move',
        subject: { type: 'order', id: 'kept' },
      }),
    );
    const kept = eq(auditLog.subjectId, 'kept');
    await expect(t.app.db.update(auditLog).set({ actor: 'someone else' }).where(kept)).rejects.toThrow();
    await expect(t.app.db.delete(auditLog).where(kept)).rejects.toThrow();
    expect(await t.app.db.select({ actor: auditLog.actor }).from(auditLog).where(kept)).toEqual([
      { actor: owner.email },
    ]);
  });
});

describe('GET /api/admin/audit-log', () => {
  it('gives owners the entries newest first, filtered by actor, action, subject and Tokyo days', async () => {
    const write = (at: string, action: string, id: string) =>
      t.app.db.transaction((tx) =>
        writeAudit(tx, { actor: actor(), at: new Date(at), action, subject: { type: 'order', id } }),
      );
    await write('2026-11-18T23:59:00+09:00', 'order.ship', 'A-1');
    await write('2026-11-19T00:00:00+09:00', 'order.move', 'A-2');
    await write('2026-11-19T23:59:59+09:00', 'order.move', 'A-3');
    await write('2026-11-20T00:00:00+09:00', 'coupon.create', 'A-4');
    const read = async (query: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/audit-log?${query}`,
        headers: owner.headers,
      });
      expect(res.statusCode).toBe(200);
      return res.json<{ data: { entries: { subjectId: string }[]; total: number } }>().data;
    };
    const oneDay = await read('from=2026-11-19&until=2026-11-19&subjectType=order');
    expect(oneDay.entries.map((entry) => entry.subjectId)).toEqual(['A-3', 'A-2']);
    expect(
      (await read('action=order.m&from=2026-11-18&until=2026-11-19')).entries.map((e) => e.subjectId),
    ).toEqual(['A-3', 'A-2']);
    expect((await read(`actor=${encodeURIComponent(owner.email.slice(0, 8))}&subjectId=A-4`)).total).toBe(1);
    expect((await read('actor=50%25')).total).toBe(0);

    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit-log?from=2026-13-01',
      headers: owner.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errors: { from: '日付は 2026-12-01 の形でご入力ください' } });
  });
});
