// The back office's payloads: login, second factor, invitations and the audit log's filter. One
// schema each, for the staff screens' forms and the API alike (decision 0671).
import { z } from 'zod/mini';
import { fieldMessages } from '../messages/index.ts';
import { emailField } from '../validation/email.ts';
import { loginPasswordField, passwordField } from '../validation/password-schema.ts';
import { requiredText, stringInput } from '../validation/text-fields.ts';
import { STAFF_ROLES } from './roles.ts';
import { staffMessages } from './staff-messages.ts';

/** POST /api/admin/login */
export const staffLoginSchema = z.object({ email: emailField(), password: loginPasswordField() });
export type StaffLogin = z.output<typeof staffLoginSchema>;

/** A TOTP code: six digits (spaces the apps show in the middle are ignored). */
export const TOTP_CODE = /^\d{6}$/;
/** A recovery code as shown: four groups of four lower-case letters and digits. */
export const RECOVERY_CODE = /^[a-z0-9]{4}(-[a-z0-9]{4}){3}$/;

/** Spaces and hyphens dropped where a code holds digits only; a recovery code lower-cased. */
export function normalizeSecondFactorCode(input: string): string {
  const text = input.normalize('NFKC').trim().toLowerCase();
  const digits = text.replace(/[\s-]/g, '');
  return /^\d+$/.test(digits) ? digits : text.replace(/\s/g, '');
}

/** POST /api/admin/login/code and the enrolment's confirmation: a TOTP code or a recovery code. */
export const secondFactorSchema = z.object({
  code: stringInput().check(
    z.overwrite(normalizeSecondFactorCode),
    z.minLength(1, { error: fieldMessages.mustEnter, abort: true }),
    z.refine((code) => TOTP_CODE.test(code) || RECOVERY_CODE.test(code), {
      error: staffMessages.codeFormat,
    }),
  ),
});
export type SecondFactor = z.output<typeof secondFactorSchema>;

/** The enrolment's confirmation takes a TOTP code only. */
export const totpCodeSchema = z.object({
  code: stringInput().check(
    z.overwrite(normalizeSecondFactorCode),
    z.minLength(1, { error: fieldMessages.mustEnter, abort: true }),
    z.regex(TOTP_CODE, { error: staffMessages.codeWrong }),
  ),
});

export const staffRoleSchema = z.enum(STAFF_ROLES);

/** POST /api/admin/staff/invitations (owners). */
export const staffInvitationSchema = z.object({
  email: emailField(),
  name: requiredText({ max: 40 }),
  role: staffRoleSchema,
});
export type StaffInvitation = z.output<typeof staffInvitationSchema>;

/** POST /api/admin/invitations/{token}: the invited staff member's password (the members' rule). */
export const acceptInvitationSchema = z.object({ password: passwordField() });

/** PATCH /api/admin/staff/{id} (owners): a new role, or whether the account may log in. */
export const staffChangeSchema = z
  .object({ role: z.optional(staffRoleSchema), disabled: z.optional(z.boolean()) })
  .check(
    z.refine((change) => change.role !== undefined || change.disabled !== undefined, {
      error: '変更する内容を指定してください',
    }),
  );
