import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { auditLogFilterSchema } from './audit.ts';
import { roleAllows, STAFF_ROLES } from './roles.ts';
import {
  normalizeSecondFactorCode,
  secondFactorSchema,
  staffChangeSchema,
  staffInvitationSchema,
} from './schemas.ts';
import { staffMessages } from './staff-messages.ts';

const errorsOf = (schema: z.ZodMiniType, input: unknown) => {
  const result = z.safeParse(schema, input);
  return result.success
    ? null
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('roleAllows', () => {
  it.each([
    ['owner', 'owner', true],
    ['owner', 'staff', true],
    ['staff', 'staff', true],
    ['staff', 'owner', false],
  ] as const)('%s may use what needs %s: %s', (held, needed, allowed) => {
    expect(roleAllows(held, needed)).toBe(allowed);
  });

  it('lets an owner do anything any role may do', () => {
    fc.assert(fc.property(fc.constantFrom(...STAFF_ROLES), (needed) => roleAllows('owner', needed)));
  });
});

describe('the second factor', () => {
  it.each([
    ['123 456', '123456'],
    ['１２３４５６', '123456'],
    ['123-456', '123456'],
    [' ABCD-EFGH-JKMN-PQRS ', 'abcd-efgh-jkmn-pqrs'],
  ])('reads %j as %j', (typed, read) => {
    expect(normalizeSecondFactorCode(typed)).toBe(read);
    expect(z.parse(secondFactorSchema, { code: typed })).toEqual({ code: read });
  });

  it('asks for six digits or a recovery code', () => {
    expect(errorsOf(secondFactorSchema, { code: '12345' })).toEqual({ code: staffMessages.codeFormat });
    expect(errorsOf(secondFactorSchema, { code: 'abcd-efgh' })).toEqual({ code: staffMessages.codeFormat });
  });

  it('reads any six digits with spaces between them as the same code', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{6}$/), fc.integer({ min: 1, max: 5 }), (code, at) => {
        const typed = `${code.slice(0, at)} ${code.slice(at)}`;
        return normalizeSecondFactorCode(typed) === code;
      }),
    );
  });
});

describe('the invitation and the change of an account', () => {
  it('needs an address, a name in JIS characters and a role', () => {
    expect(errorsOf(staffInvitationSchema, { email: 'x', name: '', role: 'boss' })).toMatchObject({
      email: expect.any(String) as string,
      name: '必ず入力してください',
      role: expect.any(String) as string,
    });
    expect(
      z.parse(staffInvitationSchema, { email: ' hanako@example.jp ', name: ' 佐藤 花子 ', role: 'staff' }),
    ).toEqual({
      email: 'hanako@example.jp',
      name: '佐藤 花子',
      role: 'staff',
    });
  });

  it('changes a role, the access, or both, but not nothing', () => {
    expect(errorsOf(staffChangeSchema, {})).toEqual({ '': '変更する内容を指定してください' });
    expect(errorsOf(staffChangeSchema, { disabled: true })).toBeNull();
  });
});

describe('the audit log filter', () => {
  it('takes Tokyo days and refuses a day that does not exist', () => {
    expect(z.parse(auditLogFilterSchema, { from: '2026-11-01', until: '2026-11-30', page: '2' })).toEqual({
      from: '2026-11-01',
      until: '2026-11-30',
      page: 2,
    });
    expect(errorsOf(auditLogFilterSchema, { from: '2026-02-30' })).toEqual({
      from: '日付は 2026-12-01 の形でご入力ください',
    });
    expect(errorsOf(auditLogFilterSchema, { page: '0' })).toEqual({ page: '1以上の整数でご入力ください' });
  });
});
