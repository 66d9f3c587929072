// The checkout's payloads (spec points 3 and 7): what POST /v2/purchase, POST /v2/coupons/{code}
// and GET /v2/thanks/{purchaseId} take and answer. The request keeps the spec's checkout entity;
// fields the browser keeps for itself (errorMessage, coupon.validating…) are accepted and dropped.
import { z } from 'zod';
import { safeString } from '@shop/domain/validation';
import {
  DEFAULT_INSTALLMENT,
  DELIVERY_TIME_IDS,
  DELIVERY_TIMES,
  deliveryTimeLabel,
  offeredPaymentMethodSchema,
  type DeliveryTime,
} from '@shop/domain/checkout';
import { currentItemWireSchema } from '@shop/domain/configurator';
import { optionalText } from '@shop/domain/validation';
import { checkoutApiMessages } from './messages.ts';
import { INSTALLMENT_COUNTS, PAYMENT_KINDS } from '../../payments/provider-protocol.ts';

// The answers are the domain's, which the app reads with the same schemas.
export {
  couponAnswerSchema,
  purchaseAnswerSchema,
  thanksAnswerSchema,
  type Ecommerce,
  type PurchaseAnswer,
} from '@shop/domain/answers';

// The slots live in the domain (one list for the app and the server); re-exported for this module's users.
export { DELIVERY_TIMES, deliveryTimeLabel, type DeliveryTime };

/** At most this many lines in one purchase; a cart is a handful of designs, not a catalogue. */
export const MAX_PURCHASE_ITEMS = 50;

/** 0 (or null) is the member's registered address; any other number an entry of their address book. */
const addressChoice = z.number().int().min(0).max(2_147_483_647).nullable().default(0);

export const checkoutSchema = z.object({
  paymentMethod: z._default(offeredPaymentMethodSchema, 'epsilon'),
  /**
   * The total the customer was shown, tax and fees included: required, and a different server
   * total is refused with 409 naming both amounts, nothing ordered or charged (issue 15).
   */
  totalAmount: z
    .number({ error: checkoutApiMessages.totalAmountMissing })
    .int()
    .min(0)
    .max(100_000_000)
    .describe(
      'The total the customer was shown (yen, tax included). A different server total answers 409 with both amounts; nothing is ordered or charged',
    ),
  card: z
    .object({
      token: z._default(safeString().check(z.maxLength(128)), ''),
      maskedCardNo: z._default(safeString().check(z.maxLength(32)), ''),
      /** card_st_code: '10' 一括, '61' 分割 (with payTimes), '80' リボ. */
      installment: z.enum(PAYMENT_KINDS).default(DEFAULT_INSTALLMENT),
      payTimes: z
        .number()
        .int()
        .refine((count) => (INSTALLMENT_COUNTS as readonly number[]).includes(count))
        .optional(),
    })
    .nullable()
    .default(null),
  coupon: z
    .object({ code: z._default(safeString().check(z.maxLength(64)), '') })
    .nullable()
    .default(null),
  pointUse: z.number().int().min(0).max(100_000_000).default(0),
  shipment: z.object({
    source: addressChoice,
    destination: addressChoice,
    deliveryTime: z.enum(DELIVERY_TIME_IDS).default('none'),
  }),
  note: optionalText({ max: 1000, multiline: true }),
  exampleUse: z.boolean().default(false),
  priorConsent: z.boolean().default(false),
  consent: z
    .object({
      change: z.boolean().default(false),
      data: z.boolean().default(false),
      exampleUse: z.boolean().default(false),
      repeat: z.boolean().default(false),
    })
    .default({ change: false, data: false, exampleUse: false, repeat: false }),
});
export type CheckoutRequest = z.output<typeof checkoutSchema>;

export const purchaseBodySchema = z.object({
  checkout: checkoutSchema,
  items: z.array(currentItemWireSchema).min(1).max(MAX_PURCHASE_ITEMS),
});
export type PurchaseBody = z.output<typeof purchaseBodySchema>;

/** Visible ASCII, as the app sends a UUID; long enough for any client's scheme. */
export const idempotencyKeySchema = safeString().check(z.regex(/^[\x21-\x7e]{8,128}$/));

export const purchaseHeadersSchema = z.object({
  'idempotency-key': z.optional(idempotencyKeySchema),
});

/** The failure answer, documented once in the domain. */
export { errorEnvelopeSchema as failureSchema } from '@shop/domain/answers';

export const couponParamsSchema = z.object({ code: safeString().check(z.minLength(1), z.maxLength(64)) });
export const couponBodySchema = z.object({ totalAmount: z.number().int().min(0).max(100_000_000) });

export const thanksParamsSchema = z.object({ purchaseId: safeString().check(z.regex(/^\d{11}$/)) });

export const tdsReturnBodySchema = z.object({
  PaRes: z._default(safeString().check(z.maxLength(8192)), ''),
  MD: z._default(safeString().check(z.maxLength(64)), ''),
});
