// Reading a stored cart, whatever the storage holds: the value this app writes, a value of an older
// version, a bare value of the first site, or garbage. Loaded only when a stored cart exists.
// Decision 0421.
import { priceDetailSchema } from '@shop/domain/answers';
import { currentItemSchema } from '@shop/domain/configurator';
import { z } from 'zod/mini';
import { noErrors, type CartItem } from './cart-item';
import { cartMessages } from './cart-messages';

/**
 * A cart line as stored: the current item with the server's price detail and the price errors.
 * A detail of another shape (an older version's) is dropped and the item priced again.
 */
const cartItemSchema = z.extend(currentItemSchema, {
  calcResult: z.catch(z.nullable(priceDetailSchema), null),
  errors: z.catch(
    z.object({
      size: z.object({ message: z.nullable(z.string()) }),
      price: z.catch(
        z.object({ message: z.nullable(z.string()), reasons: z.catch(z.array(z.string()), []) }),
        { message: null, reasons: [] },
      ),
    }),
    noErrors,
  ),
});

let pendingNotice: string | null = null;

function notice(message: string): void {
  pendingNotice = message;
}

/** The notice of the last read (items dropped, storage unreadable), once. */
export function takeNotice(): string | null {
  const taken = pendingNotice;
  pendingNotice = null;
  return taken;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The stored cart as zustand's persist reads it: its items, not yet checked, and its version. */
export interface StoredCart {
  state: { items: unknown[] };
  version: number;
}

function itemsOf(state: unknown): unknown[] | null {
  if (Array.isArray(state)) return state as unknown[];
  if (isRecord(state) && Array.isArray(state.items)) return state.items as unknown[];
  return null;
}

/**
 * Reads the raw text of the `cart` entry: this app's `{ state: { items }, version }`, or the bare
 * `{ items, totalAmount }` (or list) of the first site, taken as version -1. Null, with a notice,
 * for anything else.
 */
export function readStoredCart(raw: string): StoredCart | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = undefined;
  }
  const envelope = isRecord(parsed) && 'state' in parsed ? parsed : null;
  const items = itemsOf(envelope ? envelope.state : parsed);
  if (!items) {
    notice(cartMessages.storageUnreadable);
    return null;
  }
  const version = envelope?.version;
  // A version that is not a number is not ours: migrated like the oldest.
  return {
    state: { items },
    version: typeof version === 'number' && Number.isInteger(version) ? version : -1,
  };
}

/**
 * Brings the stored items of an older (or newer) version to the current shape. From -1 and 0 the
 * only change is the price errors, which the item schema fills with their defaults; a future
 * version's extra fields are dropped by the same schema. Every item is then checked by
 * `sanitizeCart`.
 */
export function migrateCart(state: { items: unknown[] }, _fromVersion: number): { items: unknown[] } {
  return { items: state.items };
}

/**
 * The usable items of a stored state: each must parse as a cart item; the others are dropped
 * with a notice. Ids are made unique again (two tabs may once have written the same one).
 */
export function sanitizeCart(state: unknown): { items: CartItem[] } {
  const list = itemsOf(state) ?? [];
  const items: CartItem[] = [];
  const ids = new Set<number>();
  let dropped = 0;
  for (const candidate of list) {
    const parsed = cartItemSchema.safeParse(candidate);
    if (!parsed.success) {
      dropped += 1;
      continue;
    }
    const item: CartItem = parsed.data;
    if (item.id <= 0 || ids.has(item.id)) item.id = Math.max(0, ...ids, Date.now()) + 1;
    ids.add(item.id);
    items.push(item);
  }
  if (dropped > 0) notice(cartMessages.itemsDropped(dropped));
  return { items };
}
