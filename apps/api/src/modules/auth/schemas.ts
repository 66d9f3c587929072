// Payloads of the login and reset calls: the shared form schemas of @shop/domain, plus the path.
import { z } from 'zod';
import { safeString } from '@shop/domain/validation';

export {
  loginSchema as loginBodySchema,
  newPasswordSchema as newPasswordBodySchema,
  resetRequestSchema as resetRequestBodySchema,
} from '@shop/domain/forms';

// Any text up to a bound: a malformed token is answered like an unknown one (404), not 400.
export const resetTokenParams = z.object({
  token: safeString().check(z.minLength(1), z.maxLength(200), z.describe('The token of the mailed link')),
});
