export { STAFF_ROLES, roleAllows, staffRoleLabels, type StaffRole } from './roles.ts';
export { staffMessages } from './staff-messages.ts';
export {
  RECOVERY_CODE,
  TOTP_CODE,
  acceptInvitationSchema,
  normalizeSecondFactorCode,
  secondFactorSchema,
  staffInvitationSchema,
  staffLoginSchema,
  staffChangeSchema,
  staffRoleSchema,
  totpCodeSchema,
  type SecondFactor,
  type StaffInvitation,
  type StaffLogin,
} from './schemas.ts';
export {
  invitationAnswerSchema,
  pendingInvitationSchema,
  recoveryCodesAnswerSchema,
  staffAccountSchema,
  staffListAnswerSchema,
  staffSessionAnswerSchema,
  staffStageSchema,
  totpEnrolmentAnswerSchema,
  type InvitationAnswer,
  type PendingInvitation,
  type StaffAccountEntry,
  type StaffListAnswer,
  type StaffSessionAnswer,
  type StaffStage,
  type TotpEnrolmentAnswer,
} from './answers.ts';
export {
  AUDIT_PAGE_SIZE,
  auditActionLabels,
  auditEntrySchema,
  auditLogAnswerSchema,
  auditLogFilterSchema,
  type AuditEntry,
  type AuditLogAnswer,
  type AuditLogFilter,
} from './audit.ts';
