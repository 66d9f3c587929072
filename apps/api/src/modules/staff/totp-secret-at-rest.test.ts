// Decision 0735: TOTP secrets are sealed in the database with the configured key; plain secrets
// of before are sealed at start; a value sealed with another key or for another account opens nothing.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { staffAccounts } from '../../db/schema.ts';
import { sealPlainTotpSecrets } from './seal-plain-totp-secrets.ts';
import { createTestStaff, totpCodeAt } from './test-staff.ts';
import { openTotpSecret, sealTotpSecret } from './totp-secret-box.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const otherKey = Buffer.alloc(32, 7);

async function storedSecret(staffId: number) {
  const [row] = await t.app.db
    .select({ totpSecret: staffAccounts.totpSecret, pending: staffAccounts.pendingTotpSecret })
    .from(staffAccounts)
    .where(eq(staffAccounts.id, staffId));
  return row;
}

async function secondFactor(headers: Record<string, string>, code: string) {
  return t.app.inject({ method: 'POST', url: '/api/admin/login/code', headers, payload: { code } });
}

describe('the TOTP secret at rest', () => {
  it('opens only with the same key and the same account', () => {
    const sealed = sealTotpSecret('JBSWY3DPEHPK3PXP', 41, t.config.staffTotpKey);
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(openTotpSecret(sealed, 41, t.config.staffTotpKey)).toBe('JBSWY3DPEHPK3PXP');
    expect(openTotpSecret(sealed, 42, t.config.staffTotpKey)).toBeNull();
    expect(openTotpSecret(sealed, 41, otherKey)).toBeNull();
    expect(openTotpSecret('JBSWY3DPEHPK3PXP', 41, t.config.staffTotpKey)).toBeNull();
  });

  it('is never stored as the Base32 an authenticator app reads', async () => {
    const staff = await createTestStaff(t.app, { stage: 'password' });
    const row = await storedSecret(staff.id);
    expect(row?.totpSecret).toMatch(/^v1\./);
    expect(row?.totpSecret).not.toContain(staff.totpSecret);
  });

  it('lets the code through when sealed with the configured key', async () => {
    const staff = await createTestStaff(t.app, { stage: 'password' });
    const res = await secondFactor(staff.headers, await totpCodeAt(staff.totpSecret, t.app.now()));
    expect(res.statusCode).toBe(200);
  });

  it('refuses the right code when the secret was sealed with another key', async () => {
    const staff = await createTestStaff(t.app, { stage: 'password' });
    const foreign = sealTotpSecret(staff.totpSecret, staff.id, otherKey);
    await t.app.db.update(staffAccounts).set({ totpSecret: foreign }).where(eq(staffAccounts.id, staff.id));
    const res = await secondFactor(staff.headers, await totpCodeAt(staff.totpSecret, t.app.now()));
    expect(res.statusCode).toBe(401);
  });

  it('seals the plain secrets of before at start, once, and the login works after', async () => {
    const staff = await createTestStaff(t.app, { stage: 'password' });
    await t.app.db
      .update(staffAccounts)
      .set({ totpSecret: staff.totpSecret, pendingTotpSecret: 'KRSXG5CTMVRXEZLU' })
      .where(eq(staffAccounts.id, staff.id));
    expect(await sealPlainTotpSecrets(t.app.db, t.config.staffTotpKey)).toBeGreaterThanOrEqual(1);
    const row = await storedSecret(staff.id);
    expect(openTotpSecret(row?.totpSecret ?? '', staff.id, t.config.staffTotpKey)).toBe(staff.totpSecret);
    expect(openTotpSecret(row?.pending ?? '', staff.id, t.config.staffTotpKey)).toBe('KRSXG5CTMVRXEZLU');
    expect(await sealPlainTotpSecrets(t.app.db, t.config.staffTotpKey)).toBe(0);
    expect(await storedSecret(staff.id)).toEqual(row);
    const res = await secondFactor(staff.headers, await totpCodeAt(staff.totpSecret, t.app.now()));
    expect(res.statusCode).toBe(200);
  });
});
