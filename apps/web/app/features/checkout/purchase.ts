// The confirmation (spec point 3): POST /purchase once per attempt. The idempotency key lives in
// the checkout store, so a retry after a lost answer or a reload reuses it, and a double tap is
// stopped here before it reaches the network (decision 0461).
import { DEFAULT_INSTALLMENT } from '@shop/domain/checkout';
import { isApiError } from '../../lib/api-error';
import { postPurchase, type PurchaseAnswer, type PurchaseBody } from './api/purchase';
import { useCheckoutStore, type CheckoutState } from './store';

export type PurchaseOutcome =
  | { kind: 'tds' }
  /** PayPay: the customer goes to PayPay's page, and comes back to the shop from there. */
  | { kind: 'paypay'; redirect: string }
  | { kind: 'done'; purchaseId: string; redirect: string | null }
  /** `methodRefused`: the method's provider said no (後払い declined): the customer picks another. */
  | { kind: 'error'; message: string; methodRefused?: boolean };

export function purchaseBody(
  state: CheckoutState,
  items: Record<string, unknown>[],
  totalAmount: number,
): PurchaseBody {
  const card =
    state.paymentMethod === 'epsilon' && state.card
      ? { token: state.card.token, maskedCardNo: state.card.maskedCardNo, installment: DEFAULT_INSTALLMENT }
      : null;
  return {
    checkout: {
      paymentMethod: state.paymentMethod,
      totalAmount,
      card,
      coupon: state.coupon ? { code: state.coupon.code } : null,
      pointUse: state.paymentMethod === 'point' ? 0 : state.pointUse,
      shipment: { source: state.source, destination: state.destination, deliveryTime: state.deliveryTime },
      note: state.note,
      exampleUse: state.exampleUse,
      priorConsent: state.priorConsent,
      consent: state.consent,
    },
    items,
  };
}

let inFlight: Promise<PurchaseOutcome> | null = null;

/** Sends the purchase; while one is running, a second call gets the same promise. */
export function purchaseOnce(
  items: Record<string, unknown>[],
  totalAmount: number,
  send: (body: PurchaseBody, key: string) => Promise<PurchaseAnswer> = postPurchase,
): Promise<PurchaseOutcome> {
  inFlight ??= runPurchase(items, totalAmount, send).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function runPurchase(
  items: Record<string, unknown>[],
  totalAmount: number,
  send: (body: PurchaseBody, key: string) => Promise<PurchaseAnswer>,
): Promise<PurchaseOutcome> {
  const store = useCheckoutStore;
  const key = store.getState().takeIdempotencyKey();
  const body = purchaseBody(store.getState(), items, totalAmount);
  let answer: PurchaseAnswer;
  try {
    answer = await send(body, key);
  } catch (error) {
    const message = isApiError(error)
      ? error.message
      : 'ご注文を完了できませんでした。時間をおいて再度お試しください';
    // No answer, or the first attempt still running (409): the purchase may have gone through,
    // so the retry keeps the key (and the token) and gets the first attempt's answer. A 409 naming
    // the total is a final answer: the price changed, nothing was ordered (issue 15).
    const totalChanged = isApiError(error) && 'checkout.totalAmount' in error.errors;
    const unanswered = !isApiError(error) || error.status === 0 || (error.status === 409 && !totalChanged);
    if (unanswered) store.setState({ errorMessage: message });
    else store.getState().fail(message);
    if (isApiError(error) && 'checkout.paymentMethod' in error.errors) {
      // Nothing was ordered and the key was let go: the same cart goes again with another method.
      store.setState({ methodRefusal: error.errors['checkout.paymentMethod'] ?? message });
      return { kind: 'error', message, methodRefused: true };
    }
    return { kind: 'error', message };
  }
  if (answer.pareq && answer.redirect && answer.md) {
    // Set directly: `update` would drop the key, and the answer belongs to it.
    store.setState({
      tds: { pareq: answer.pareq, redirect: answer.redirect, md: answer.md, termUrl: answer.termUrl ?? '' },
    });
    return { kind: 'tds' };
  }
  if (answer.purchase.method === 'paypay' && answer.redirect) {
    // Kept with the key: a lost way back and a retry get the same page, never a second payment.
    store.setState({ payPayPage: answer.redirect });
    return { kind: 'paypay', redirect: answer.redirect };
  }
  store.getState().finish();
  return { kind: 'done', purchaseId: answer.purchase.purchaseId, redirect: answer.redirect };
}
