// The member's payloads: the forms are the shared signupSchema and accountUpdateSchema of
// @shop/domain/forms, the User answer (spec point 3) the domain's too.
import { z } from 'zod';
import { emailField } from '@shop/domain/validation';

export {
  accountUpdateSchema as accountBodySchema,
  signupSchema as signupBodySchema,
  type AccountUpdate as AccountBody,
  type Signup as SignupBody,
} from '@shop/domain/forms';

export { userAnswerSchema, userSchema, type User } from '@shop/domain/answers';

/** POST /v2/email-check: the address typed on the signup form. */
export const emailCheckBodySchema = z.object({ email: emailField() });
