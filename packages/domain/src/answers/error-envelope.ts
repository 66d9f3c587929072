// The failure answer `{ message, errors }` as the API documents it in /api/docs; the envelope itself
// (type, builder, reader) is @shop/domain/error-envelope, which the app loads without zod.
import { z } from 'zod/mini';
import type { ErrorEnvelope } from '../error-envelope/error-envelope.ts';
import { safeString } from '../validation/safe-string.ts';

export const errorEnvelopeSchema: z.ZodMiniType<ErrorEnvelope> = z.object({
  message: safeString(),
  errors: z.record(safeString(), safeString()),
});
