// Signup, login and password reset (spec points 3, 4 and 7).
import { z } from 'zod/mini';
import { emailField } from '../validation/email.ts';
import { loginPasswordField, passwordField } from '../validation/password-schema.ts';
import { optionalFaxField, optionalTelField, telField } from '../validation/tel.ts';
import {
  addressFields,
  organizationField,
  personKanaFields,
  personNameFields,
  postalMatch,
  postalMatchWhen,
} from './fields.ts';

/** The member's profile, shared by signup and account update. */
export const memberProfileFields = () => ({
  organization: organizationField(),
  ...personNameFields(),
  ...personKanaFields(),
  ...addressFields(),
  tel: telField(),
  fax: optionalFaxField(),
  emergencyTel: optionalTelField(),
  email: emailField(),
});

/** POST /v2/user */
export const signupSchema = z
  .object({ ...memberProfileFields(), password: passwordField() })
  .check(z.superRefine(postalMatch, { when: postalMatchWhen }));

export type SignupInput = z.input<typeof signupSchema>;
export type Signup = z.output<typeof signupSchema>;

/** POST /v2/login: only required, so that an older password still logs in. */
export const loginSchema = z.object({ email: emailField(), password: loginPasswordField() });
export type Login = z.output<typeof loginSchema>;

/** POST /v2/reset */
export const resetRequestSchema = z.object({ email: emailField() });
export type ResetRequest = z.output<typeof resetRequestSchema>;

/** POST /v2/reset/{token} */
export const newPasswordSchema = z.object({ password: passwordField() });
export type NewPassword = z.output<typeof newPasswordSchema>;
