import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from './status.ts';
import {
  OrderTransitionError,
  TRANSITION_ACTORS,
  assertTransition,
  canTransition,
  customerCancellationTarget,
  isActive,
  isCancellableByCustomer,
  isCancellationComplete,
  isShipmentChangeable,
  isUploadable,
  nextStatuses,
  statusWithCarriedArtwork,
} from './transitions.ts';

// The decision record's table, written out again by hand: every allowed move as "from>to actor".
// Any triple not listed here must be refused.
const ALLOWED = new Set([
  '1>3 customer',
  '1>12 staff',
  '1>99 customer',
  '1>99 staff',
  '2>3 customer',
  '2>12 staff',
  '2>90 customer',
  '2>90 staff',
  '3>5 staff',
  '3>4 staff',
  '3>12 staff',
  '3>90 customer',
  '3>90 staff',
  '4>3 customer',
  '4>12 staff',
  '4>90 customer',
  '4>90 staff',
  '5>7 staff',
  '5>90 staff',
  '7>8 staff',
  '7>90 staff',
  '8>9 staff',
  '8>9 system',
  '10>1 payment',
  '10>2 payment',
  '10>2 staff',
  '10>99 customer',
  '10>99 payment',
  '10>99 staff',
  '10>99 system',
  '12>3 customer',
  '12>3 staff',
  '12>4 staff',
  '12>5 staff',
  '12>90 customer',
  '12>90 staff',
  '90>91 payment',
  '90>91 staff',
  '90>92 payment',
  '90>92 staff',
  '90>99 staff',
]);

const triples = ORDER_STATUSES.flatMap((from) =>
  ORDER_STATUSES.flatMap((to) => TRANSITION_ACTORS.map((actor) => ({ from, to, actor }))),
);

describe('the order status transition table', () => {
  it('covers all 15 × 15 × 4 moves', () => {
    expect(triples).toHaveLength(15 * 15 * 4);
  });

  it.each(triples)('$from → $to by $actor', ({ from, to, actor }) => {
    const allowed = ALLOWED.has(`${from}>${to} ${actor}`);
    expect(canTransition(from, to, actor)).toBe(allowed);
    if (allowed) {
      expect(() => assertTransition(from, to, actor)).not.toThrow();
    } else {
      expect(() => assertTransition(from, to, actor)).toThrow(OrderTransitionError);
    }
  });

  it('never stays in place, never leaves a final status and never enters unknown', () => {
    for (const { from, to, actor } of triples) {
      if (from === to || [0, 9, 91, 92, 99].includes(from) || to === 0) {
        expect(canTransition(from, to, actor)).toBe(false);
      }
    }
  });

  it('says why a move is refused', () => {
    const error = (() => {
      try {
        assertTransition(8, 90, 'customer');
      } catch (caught) {
        return caught;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(OrderTransitionError);
    expect(error).toMatchObject({
      from: 8,
      to: 90,
      actor: 'customer',
      message: 'このご注文は現在の状態では変更できません',
    });
  });

  it('lists the next statuses for an actor', () => {
    expect(nextStatuses(3, 'staff').sort((a, b) => a - b)).toEqual([4, 5, 12, 90]);
    expect(nextStatuses(3, 'customer')).toEqual([90]);
    expect(nextStatuses(9, 'staff')).toEqual([]);
  });
});

// Expected sets per status, by hand: [status, cancellable, cancellation target, shipment changeable, active, uploadable, cancellation complete]
const PREDICATES: [OrderStatus, boolean, OrderStatus | null, boolean, boolean, boolean, boolean][] = [
  [0, false, null, false, false, false, false],
  [1, true, 99, true, true, true, false],
  [2, true, 90, true, true, true, false],
  [3, true, 90, true, true, true, false],
  [4, true, 90, true, true, true, false],
  [5, false, null, true, true, false, false],
  [7, false, null, true, true, false, false],
  [8, false, null, false, true, false, false],
  [9, false, null, false, false, false, false],
  [10, true, 99, true, true, false, false],
  [12, true, 90, true, true, true, false],
  [90, false, null, false, true, false, false],
  [91, false, null, false, false, false, true],
  [92, false, null, false, false, false, true],
  [99, false, null, false, false, false, true],
];

describe('status predicates', () => {
  it('cover every status', () => {
    expect(PREDICATES.map(([status]) => status)).toEqual(ORDER_STATUSES);
  });

  it.each(PREDICATES)(
    'status %i: cancellable %s (to %s), shipment changeable %s, active %s, uploadable %s, cancelled %s',
    (status, cancellable, target, shipment, active, uploadable, complete) => {
      expect(isCancellableByCustomer(status)).toBe(cancellable);
      expect(customerCancellationTarget(status)).toBe(target);
      expect(isShipmentChangeable(status)).toBe(shipment);
      expect(isActive(status)).toBe(active);
      expect(isUploadable(status)).toBe(uploadable);
      expect(isCancellationComplete(status)).toBe(complete);
    },
  );

  it('lets a customer cancel only by a move the table allows', () => {
    for (const status of ORDER_STATUSES) {
      const target = customerCancellationTarget(status);
      if (target !== null) expect(canTransition(status, target, 'customer')).toBe(true);
    }
  });

  it.each([
    [1, 3],
    [2, 3],
    [10, 10],
  ] as const)('starts an order with carried artwork at %i at %i', (initial, expected) => {
    expect(statusWithCarriedArtwork(initial)).toBe(expected);
  });

  it('moves an order with carried artwork only as an upload by the customer could', () => {
    for (const status of ORDER_STATUSES) {
      const next = statusWithCarriedArtwork(status);
      if (next !== status) expect(canTransition(status, next, 'customer')).toBe(true);
    }
  });
});
