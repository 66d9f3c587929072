// A monthly invoice paid at the provider (issue 21 point 5, decision 0848): which of its orders the
// payment settles, so their amount goes back to the member's limit. An order is settled only whole:
// oldest first, while what was paid covers it. What was paid but settles no whole order is kept as
// the difference staff read (short: orders still owed; over: paid beyond what the invoice held).

export interface InvoiceOrder {
  purchaseId: string;
  amount: number;
}

export interface InvoiceSettlement {
  /** The orders paid for, in the order given; their amounts go back to the limit. */
  settled: string[];
  /** What goes back to the limit: the settled orders' total, never more than was paid. */
  released: number;
  /** What the orders still holding credit owe after this payment (0 when all are settled). */
  shortfall: number;
  /** What was paid beyond the settled orders (an overpayment, or a part of an order not yet whole). */
  unallocated: number;
}

/** Settles `orders` (oldest first, each still holding credit) with `paid` yen. */
export function settleInvoice(orders: readonly InvoiceOrder[], paid: number): InvoiceSettlement {
  const settled: string[] = [];
  let released = 0;
  let open = 0;
  for (const order of orders) {
    if (open === 0 && released + order.amount <= paid) {
      settled.push(order.purchaseId);
      released += order.amount;
    } else open += order.amount;
  }
  return { settled, released, shortfall: open, unallocated: paid - released };
}
