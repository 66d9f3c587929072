// The back office's answers, one schema each: the API answers with them, the staff screens read
// them (decision 0671). Apart from @shop/domain/answers so no customer page carries them.
import { z } from 'zod/mini';
import { STAFF_ROLES } from './roles.ts';
import { safeString } from '../validation/safe-string.ts';

export const staffStageSchema = z.enum(['password', 'enrol', 'full']);
export type StaffStage = z.output<typeof staffStageSchema>;

export const staffSessionAnswerSchema = z.object({
  staff: z.object({ id: z.int(), email: safeString(), name: safeString(), role: z.enum(STAFF_ROLES) }),
  stage: staffStageSchema.check(
    z.describe('password: the TOTP code is owed; enrol: TOTP must be set up first; full: logged in'),
  ),
  csrfToken: safeString().check(z.describe('Sent back as the x-csrf-token header with every change')),
  idleTimeoutSeconds: z.int(),
});
export type StaffSessionAnswer = z.output<typeof staffSessionAnswerSchema>;

/** The enrolment's first step: the secret as a QR code (an SVG path) and as text to type. */
export const totpEnrolmentAnswerSchema = z.object({
  secret: safeString(),
  uri: safeString(),
  qr: z.object({ size: z.int(), path: safeString() }),
});
export type TotpEnrolmentAnswer = z.output<typeof totpEnrolmentAnswerSchema>;

/** The enrolment's end: the recovery codes, shown this once. */
export const recoveryCodesAnswerSchema = z.object({
  session: staffSessionAnswerSchema,
  recoveryCodes: z.array(safeString()),
});

export const staffAccountSchema = z.object({
  id: z.int(),
  email: safeString(),
  name: safeString(),
  role: z.enum(STAFF_ROLES),
  totpEnabled: z.boolean(),
  disabled: z.boolean(),
  createdAt: safeString(),
});
export type StaffAccountEntry = z.output<typeof staffAccountSchema>;

export const pendingInvitationSchema = z.object({
  id: z.int(),
  email: safeString(),
  name: safeString(),
  role: z.enum(STAFF_ROLES),
  expiresAt: safeString(),
  createdAt: safeString(),
});
export type PendingInvitation = z.output<typeof pendingInvitationSchema>;

/** GET /api/admin/staff (owners). */
export const staffListAnswerSchema = z.object({
  accounts: z.array(staffAccountSchema),
  invitations: z.array(pendingInvitationSchema),
});
export type StaffListAnswer = z.output<typeof staffListAnswerSchema>;

/** GET /api/admin/invitations/{token}: whom the link invites, as what. */
export const invitationAnswerSchema = z.object({
  email: safeString(),
  name: safeString(),
  role: z.enum(STAFF_ROLES),
  expiresAt: safeString(),
});
export type InvitationAnswer = z.output<typeof invitationAnswerSchema>;
