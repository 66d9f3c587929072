// My page's parameters and bodies (issue 8). Its answers (purchases, their orders and point
// movements) are the domain's (@shop/domain/answers), which the app reads too. Decision:
// docs/decisions/0360-my-page-api.md.
import { orderAnswerMessages } from '@shop/domain/messages';
import { z } from 'zod';
import { DELIVERY_TIMES, type DeliveryTime } from '../checkout/schemas.ts';

export {
  addressSnapshotSchema,
  cancelAnswerSchema,
  orderSchema,
  pointsAnswerSchema,
  purchaseSchema,
  resumableChallengeSchema,
  shipmentChangeAnswerSchema,
  type AddressSnapshot,
  type Order,
  type Purchase,
} from '@shop/domain/answers';
import { safeString } from '@shop/domain/validation';

// The checkout's delivery time slots (decision 0343), so a change offers exactly what checkout did.
const deliveryTimeSchema = z.enum(DELIVERY_TIMES.map((slot) => slot.id) as [DeliveryTime, ...DeliveryTime[]]);

/** An 11-digit purchase number in a path (spec point 2: /mypage/histories/{purchaseId}). */
export const purchaseIdParams = z.object({
  purchaseId: safeString().check(
    z.regex(/^\d{11}$/, { error: orderAnswerMessages.purchaseIdDigits }),
    z.describe('11-digit purchase number'),
  ),
});

/** GET /purchases/{id}: the spec names the parameter id. */
export const purchaseDetailParams = z.object({
  id: safeString().check(
    z.regex(/^\d{11}$/, { error: orderAnswerMessages.purchaseIdDigits }),
    z.describe('11-digit purchase number'),
  ),
});

export const purchaseListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(50),
});

export const shipmentBodySchema = z.object({
  purchaseId: z
    .optional(safeString().check(z.regex(/^\d{11}$/)))
    .describe('Repeats the path; must agree when sent'),
  destination: z.coerce
    .number()
    .int()
    .min(0)
    .max(2_147_483_647)
    .describe('A destination id of the address book; 0 = the registered address'),
  source: z.coerce
    .number()
    .int()
    .min(0)
    .max(2_147_483_647)
    .nullable()
    .default(0)
    .describe('A source id of the address book; 0 or null = the registered address, as at checkout'),
  deliveryTime: deliveryTimeSchema.default('none'),
});
export type ShipmentBody = z.output<typeof shipmentBodySchema>;
