// PUT /v2/account. Changing the e-mail address or the password asks for the current password, so
// an unattended phone cannot hand the account over. Decision: docs/decisions/0156-form-schemas.md.
import { z } from 'zod/mini';
import { validationMessages } from '../messages/index.ts';
import { passwordProblem } from '../validation/password.ts';
import { memberProfileFields } from './auth.ts';
import { postalMatch, postalMatchWhen, whenFieldsValid } from './fields.ts';
import { safeString } from '../validation/safe-string.ts';

// '' (or absent) keeps the password; anything else must keep the rule.
const newPasswordField = () =>
  z._default(
    safeString().check(
      z.superRefine((value: string, context) => {
        const problem = value === '' ? null : passwordProblem(value);
        if (problem !== null) context.addIssue({ code: 'custom', message: problem, input: value });
      }),
    ),
    '',
  );

const accountObject = () =>
  z.object({
    ...memberProfileFields(),
    password: newPasswordField(),
    currentPassword: z._default(safeString().check(z.maxLength(1024)), ''),
  });

function requireCurrentPassword(currentEmail: string | undefined) {
  return (
    value: { email: string; password: string; currentPassword: string },
    context: z.core.$RefinementCtx<{ email: string; password: string; currentPassword: string }>,
  ) => {
    const emailChanged =
      currentEmail !== undefined && value.email.toLowerCase() !== currentEmail.toLowerCase();
    if ((value.password !== '' || emailChanged) && value.currentPassword === '') {
      context.addIssue({
        code: 'custom',
        message: validationMessages.currentPasswordRequired,
        path: ['currentPassword'],
        input: value.currentPassword,
      });
    }
  };
}

const currentPasswordWhen = whenFieldsValid('email', 'password', 'currentPassword');

/**
 * The account form for a member whose address is `currentEmail`: the API builds it per request,
 * the web form with the loaded user's address.
 */
export function accountUpdateSchemaFor(currentEmail: string) {
  return accountObject().check(
    z.superRefine(postalMatch, { when: postalMatchWhen }),
    z.superRefine(requireCurrentPassword(currentEmail), { when: currentPasswordWhen }),
  );
}

/**
 * The account form without knowing the current address (types and API documentation): it only
 * asks for the current password when the password changes. Validate requests with
 * accountUpdateSchemaFor.
 */
export const accountUpdateSchema = accountObject().check(
  z.superRefine(postalMatch, { when: postalMatchWhen }),
  z.superRefine(requireCurrentPassword(undefined), { when: currentPasswordWhen }),
);

export type AccountUpdateInput = z.input<typeof accountUpdateSchema>;
export type AccountUpdate = z.output<typeof accountUpdateSchema>;
