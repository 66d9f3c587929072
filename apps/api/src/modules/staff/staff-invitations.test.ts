import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffMessages } from '@shop/domain/staff';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { auditLog, mailOutbox } from '../../db/schema.ts';
import { createTestStaff, type TestStaff } from './test-staff.ts';

let t: TestApp;
let owner: TestStaff;
beforeAll(async () => {
  t = await createTestApp();
  owner = await createTestStaff(t.app, { role: 'owner', name: '店長 一郎' });
});
afterAll(async () => t.close());

const origin = () => ({ origin: new URL(t.config.publicUrl).origin });

async function invite(email: string, role: 'owner' | 'staff' = 'staff') {
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/staff/invitations',
    headers: owner.headers,
    payload: { email, name: '佐藤 花子', role },
  });
}

async function mailedLinkTo(email: string): Promise<string> {
  const [mail] = await t.app.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const token = /\/admin\/invitations\/([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error('no invitation mail');
  return token;
}

describe('inviting staff', () => {
  it('mails a link with which the person sets a password, then logs in to set up TOTP', async () => {
    const res = await invite('hanako@sticker-lab.example.jp');
    expect(res.statusCode).toBe(200);
    const [mail] = await t.app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'hanako@sticker-lab.example.jp'));
    expect(mail?.subject).toContain('管理画面へのご招待');
    expect(mail?.text).toContain('店長 一郎 さんから、シールラボ管理画面のスタッフとして招待されました。');
    const token = await mailedLinkTo('hanako@sticker-lab.example.jp');

    const shown = await t.app.inject({ method: 'GET', url: `/api/admin/invitations/${token}` });
    expect(shown.json()).toMatchObject({
      data: { email: 'hanako@sticker-lab.example.jp', name: '佐藤 花子', role: 'staff' },
    });

    const weak = await t.app.inject({
      method: 'POST',
      url: `/api/admin/invitations/${token}`,
      headers: origin(),
      payload: { password: 'short' },
    });
    expect(weak.statusCode).toBe(400);
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/admin/invitations/${token}`,
      headers: origin(),
      payload: { password: 'hanako2026' },
    });
    expect(accepted.json()).toEqual({ data: { email: 'hanako@sticker-lab.example.jp' } });
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/invitations/${token}`,
      headers: origin(),
      payload: { password: 'hanako2026' },
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ message: staffMessages.invitationInvalid });

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: origin(),
      payload: { email: 'hanako@sticker-lab.example.jp', password: 'hanako2026' },
    });
    expect(login.json()).toMatchObject({
      data: { stage: 'enrol', staff: { role: 'staff', name: '佐藤 花子' } },
    });

    const actions = await t.app.db.select({ action: auditLog.action, actor: auditLog.actor }).from(auditLog);
    expect(actions).toEqual(
      expect.arrayContaining([
        { action: 'staff.invite', actor: owner.email },
        { action: 'staff.invitation.accept', actor: 'hanako@sticker-lab.example.jp' },
      ]),
    );
  });

  it('refuses an address that has an account, and a second invitation replaces the first', async () => {
    const taken = await invite(owner.email.toUpperCase());
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      message: staffMessages.emailTaken,
      errors: { email: staffMessages.emailTaken },
    });

    await invite('twice@sticker-lab.example.jp');
    const first = await mailedLinkTo('twice@sticker-lab.example.jp');
    await invite('twice@sticker-lab.example.jp', 'owner');
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/invitations/${first}` })).statusCode).toBe(
      404,
    );
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/staff', headers: owner.headers });
    const pending = list.json<{ data: { invitations: { email: string; role: string; id: number }[] } }>().data
      .invitations;
    expect(pending.filter((item) => item.email === 'twice@sticker-lab.example.jp')).toMatchObject([
      { role: 'owner' },
    ]);

    const withdrawn = pending.find((item) => item.email === 'twice@sticker-lab.example.jp');
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/staff/invitations/${withdrawn?.id}`,
      headers: owner.headers,
    });
    expect(del.statusCode).toBe(200);
    const second = await mailedLinkTo('twice@sticker-lab.example.jp');
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/invitations/${second}` })).statusCode).toBe(
      404,
    );
  });
});

describe('managing staff', () => {
  it('changes a role and disables an account, ending its sessions; never one’s own account', async () => {
    const clerk = await createTestStaff(t.app, { role: 'staff' });
    const patch = (id: number, payload: object, headers = owner.headers) =>
      t.app.inject({ method: 'PATCH', url: `/api/admin/staff/${id}`, headers, payload });

    const promoted = await patch(clerk.id, { role: 'owner' });
    expect(promoted.json()).toMatchObject({ data: { role: 'owner', disabled: false } });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/session', headers: clerk.headers })).statusCode,
    ).toBe(401);

    expect((await patch(owner.id, { disabled: true })).json()).toEqual({
      message: staffMessages.notYourself,
      errors: {},
    });
    const disabled = await patch(clerk.id, { disabled: true });
    expect(disabled.json()).toMatchObject({ data: { disabled: true } });
    const [entry] = await t.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, String(clerk.id)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({
      action: 'staff.disable',
      before: { disabled: false, role: 'owner' },
      after: { disabled: true },
    });
  });
});
