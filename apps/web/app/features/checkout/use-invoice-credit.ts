// 請求書払い（掛け払い） on the payment step (decision 0835): the member's line, asked only when the
// shop offers 掛け払い, and what its row says for this amount. Its code (the fetch, the words) loads
// apart from the page's first view: the checkout routes are near their budget. Until it has
// answered the row is listed but cannot be chosen.
import { useEffect, useState } from 'react';
import type { CreditLineAnswer } from '../../lib/credit-line';
import type { InvoiceCreditOffer } from './invoice-credit-offer';

type Loaded = {
  answer: CreditLineAnswer | null;
  offer: (answer: CreditLineAnswer | null, amount: number | null) => InvoiceCreditOffer;
  timing: string;
};

const WAITING: InvoiceCreditOffer = { selectable: false, note: '', warning: false };

export function useInvoiceCredit(
  offered: boolean,
  amount: number | null,
): InvoiceCreditOffer & { timing: string } {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    if (!offered) return;
    let current = true;
    void import('./invoice-credit-offer').then(async (module) => {
      // A line that cannot be read reads as none: the row says to apply on My page.
      const answer = await module.getCreditLine().catch(() => null);
      if (current) setLoaded({ answer, offer: module.invoiceCreditOffer, timing: module.timing });
    });
    return () => {
      current = false;
    };
  }, [offered]);
  if (!loaded) return { ...WAITING, timing: '' };
  return { ...loaded.offer(loaded.answer, amount), timing: loaded.timing };
}
