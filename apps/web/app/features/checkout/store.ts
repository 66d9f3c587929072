// The checkout's state across /checkout/payment → /checkout/shipment → /checkout/tds → done or
// error (spec point 3's Checkout entity), kept in session storage so that a reload loses nothing.
// The card number itself is never stored: only the provider's token and the masked number
// (decision 0460). Any change drops the idempotency key, so a new body gets a new key, while a
// retry or a double tap of the same confirmation reuses it (decision 0461).
import { useEffect, useState } from 'react';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { DeliveryTime, OfferedPaymentMethodId } from '@shop/domain/checkout';

export type DeliveryTimeId = DeliveryTime;

export interface ConsentState {
  change: boolean;
  data: boolean;
  exampleUse: boolean;
  repeat: boolean;
}

export interface CheckoutState {
  paymentMethod: OfferedPaymentMethodId;
  couponCode: string;
  /** The checked coupon: null until the server has accepted a code. */
  coupon: { code: string; discount: number; conditions?: readonly string[] } | null;
  couponMessage: string;
  pointUse: number;
  card: { token: string; maskedCardNo: string } | null;
  /** 0 is the member's registered address; any other number an entry of the address book. */
  source: number;
  destination: number;
  deliveryTime: DeliveryTimeId;
  note: string;
  exampleUse: boolean;
  priorConsent: boolean;
  consent: ConsentState;
  idempotencyKey: string | null;
  /** The 3-D Secure challenge to post from /checkout/tds. */
  tds: { pareq: string; redirect: string; md: string; termUrl: string } | null;
  /** PayPay's page the customer was sent to (decision 0785): back on the done page, the cart goes. */
  payPayPage: string | null;
  errorMessage: string;
  /**
   * Why the chosen method's provider refused this order (後払い's screening declined, decision
   * 0826): shown on the payment step until another method is chosen.
   */
  methodRefusal: string;
}

interface CheckoutActions {
  update: (change: Partial<CheckoutState>) => void;
  /** The key of this purchase attempt: created once, then reused until something changes. */
  takeIdempotencyKey: () => string;
  /** After a purchase: the consents, coupon, points and card are forgotten. */
  finish: () => void;
  /** After a refusal: the card token is spent and the key answered; the rest is kept. */
  fail: (message: string) => void;
  reset: () => void;
}

export const initialCheckoutState: CheckoutState = {
  paymentMethod: 'epsilon',
  couponCode: '',
  coupon: null,
  couponMessage: '',
  pointUse: 0,
  card: null,
  source: 0,
  destination: 0,
  deliveryTime: 'none',
  note: '',
  exampleUse: false,
  priorConsent: false,
  consent: { change: false, data: false, exampleUse: false, repeat: false },
  idempotencyKey: null,
  tds: null,
  payPayPage: null,
  errorMessage: '',
  methodRefusal: '',
};

function newKey(): string {
  return crypto.randomUUID();
}

export const useCheckoutStore = create<CheckoutState & CheckoutActions>()(
  persist(
    (set, get) => ({
      ...initialCheckoutState,
      update: (change) =>
        set({ ...change, idempotencyKey: null, ...('paymentMethod' in change ? { methodRefusal: '' } : {}) }),
      takeIdempotencyKey: () => {
        const existing = get().idempotencyKey;
        if (existing) return existing;
        const key = newKey();
        set({ idempotencyKey: key });
        return key;
      },
      finish: () =>
        set({
          ...initialCheckoutState,
          source: get().source,
          destination: get().destination,
        }),
      fail: (message) =>
        set({ card: null, idempotencyKey: null, tds: null, payPayPage: null, errorMessage: message }),
      reset: () => set(initialCheckoutState),
    }),
    {
      name: 'checkout',
      storage: createJSONStorage(() => sessionStorage),
      version: 1,
      // Read after React has hydrated the prerendered page (useCheckoutHydrated), never before.
      skipHydration: true,
      partialize: ({ update: _u, takeIdempotencyKey: _t, finish: _f, fail: _x, reset: _r, ...state }) =>
        state,
    },
  ),
);

let rehydration: Promise<void> | null = null;

/** Reads the stored checkout once per page; true when the screens may use it. */
export function useCheckoutHydrated(): boolean {
  // zustand leaves `persist` out where there is no storage (the prerender in Node).
  const persistApi = (useCheckoutStore as Partial<typeof useCheckoutStore>).persist;
  const [hydrated, setHydrated] = useState(() => persistApi?.hasHydrated() ?? false);
  useEffect(() => {
    if (hydrated || !persistApi) return;
    rehydration ??= Promise.resolve(persistApi.rehydrate());
    void rehydration.then(() => setHydrated(true));
  }, [hydrated, persistApi]);
  return hydrated;
}
