import { noticeMessages } from '@shop/domain/messages';
import { useEffect, useRef } from 'react';
import { isApiError } from '../../../lib/api-error';
import { showToast } from '../../../ui/toast-store';
import { calcPrice, type CalcPriceAnswer } from '../api/calc-price';
import type { CartItem } from '../cart-item';
import { needsServerPrice, pricingKey, refused, withPrice } from '../cart-pricing';
import { useCartStore } from '../store';

/** Waits this long after the last change before asking the server (typing a size, tapping a quantity). */
export const CONFIRM_DELAY_MS = 400;

export interface PriceConfirmationOptions {
  /** False until the cart is read and re-priced on opening. */
  enabled: boolean;
  /** True when the browser could price with the engine (the products are known). */
  pricedLocally: boolean;
  /** The call; the real one by default (tests pass their own). */
  confirm?: (item: CartItem, signal: AbortSignal) => Promise<CalcPriceAnswer>;
}

/**
 * The server confirms every price with `calcprice` (spec point 4): on opening the cart, and after
 * each change of what the price depends on. Its answer replaces the browser's; a refusal (422)
 * marks the item as not orderable, with the warning toast of spec point 8 once per visit. A
 * network failure leaves the browser's price: the server prices again at purchase anyway.
 */
export function usePriceConfirmation(items: readonly CartItem[], options: PriceConfirmationOptions): void {
  const { enabled, pricedLocally, confirm = calcPrice } = options;
  /** id → pricing key the server answered for during this visit. */
  const answered = useRef(new Map<number, string>());
  const asking = useRef(new Map<number, string>());
  const warned = useRef(false);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => {
    abort.current = new AbortController();
    return () => abort.current?.abort();
  }, []);

  useEffect(() => {
    if (!enabled) return;
    const update = useCartStore.getState().updateItem;

    async function ask(id: number, key: string): Promise<void> {
      const item = useCartStore.getState().items.find((candidate) => candidate.id === id);
      const signal = abort.current?.signal;
      if (!item || !signal || signal.aborted || pricingKey(item) !== key) return;
      asking.current.set(id, key);
      // Only an answer for the facts still in the cart is applied; a later change asks again.
      const stillSame = (current: CartItem) => pricingKey(current) === key;
      try {
        const answer = await confirm(item, signal);
        update(id, (current) =>
          stillSame(current) ? withPrice(current, answer.detail, answer.cartItem) : current,
        );
        answered.current.set(id, key);
      } catch (error) {
        if (signal.aborted || !isApiError(error) || (error.status !== 400 && error.status !== 422)) return;
        const reasons = Object.values(error.errors);
        update(id, (current) => (stillSame(current) ? refused(current, reasons) : current));
        answered.current.set(id, key);
        if (!warned.current) {
          warned.current = true;
          showToast(noticeMessages.cannotOrder, 'warning');
        }
      } finally {
        if (asking.current.get(id) === key) asking.current.delete(id);
      }
    }

    const timers: ReturnType<typeof setTimeout>[] = [];
    for (const item of items) {
      if (!needsServerPrice(item, pricedLocally)) continue;
      const key = pricingKey(item);
      if (answered.current.get(item.id) === key || asking.current.get(item.id) === key) continue;
      timers.push(setTimeout(() => void ask(item.id, key), CONFIRM_DELAY_MS));
    }
    return () => timers.forEach(clearTimeout);
  }, [items, enabled, pricedLocally, confirm]);
}
