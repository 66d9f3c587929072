// The estimate record of spec point 3 as My page receives it, with what the screen needs besides.
import { orderAnswerMessages } from '@shop/domain/messages';
import { z } from 'zod';

/** Estimate numbers as the shop writes them: letters, digits and hyphens (E-2611-0001). */
export const estimateNumberSchema = safeString().check(
  z.regex(/^[A-Za-z0-9][A-Za-z0-9-]{0,39}$/, { error: orderAnswerMessages.estimateNumberInvalid }),
  z.describe('Estimate number'),
);

export {
  estimateAnswerChildSchema as estimateChildSchema,
  estimateAnswerSchema as estimateSchema,
  type EstimateAnswer as Estimate,
  type EstimateAnswerChild as EstimateChild,
} from '@shop/domain/answers';
import { safeString } from '@shop/domain/validation';

export const estimatesQuery = z.object({
  active: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true')
    .describe('true: only estimates still valid today'),
});

export const estimatePdfParams = z.object({ estimateNumber: estimateNumberSchema });
export const estimatePdfQuery = z.object({
  no: z.coerce
    .number()
    .int()
    .nonnegative()
    .optional()
    .describe('Only this child (one of several alternatives)'),
});
