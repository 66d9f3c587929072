// The payment methods as zod schemas, apart from payment-methods.ts so that the checkout pages,
// which show methods and totals, load no schema (decision 0560).
import { z } from 'zod/mini';
import { checkoutMessages, formMessages } from '../messages/index.ts';
import {
  OFFERED_PAYMENT_METHOD_IDS,
  PAYMENT_METHOD_IDS,
  type OfferedPaymentMethodId,
} from './payment-methods.ts';

/** Any known method: for reading stored orders. */
export const paymentMethodSchema = z.enum(PAYMENT_METHOD_IDS, { error: formMessages.invalid });

/** A method a new purchase may use. */
export const offeredPaymentMethodSchema = z.enum(OFFERED_PAYMENT_METHOD_IDS as [OfferedPaymentMethodId], {
  error: checkoutMessages.paymentMethodNotOffered,
});
