// The member's payloads: the forms are the shared signupSchema and accountUpdateSchema of
// @shop/domain/forms, the User answer (spec point 3) the domain's too.

export {
  accountUpdateSchema as accountBodySchema,
  signupSchema as signupBodySchema,
  type AccountUpdate as AccountBody,
  type Signup as SignupBody,
} from '@shop/domain/forms';

export { userAnswerSchema, userSchema, type User } from '@shop/domain/answers';
