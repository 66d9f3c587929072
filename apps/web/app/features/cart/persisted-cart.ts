// Reading a stored cart, whatever the storage holds: the value this app writes, a value of an older
// version, a bare value of the first site, or garbage. Loaded only when a stored cart exists (the
// schemas need full zod). Decision 0421.
import { optionGroupNames } from '@shop/domain/catalog';
import { currentItemSchema } from '@shop/domain/configurator';
import type { PriceDetail } from '@shop/domain/pricing';
import { z } from 'zod';
import { noErrors, type CartItem } from './cart-item';
import { cartMessages } from './cart-messages';

const yen = z.number().int();
const detailOption = z.object({ id: z.number().int(), name: z.string(), amount: yen }).nullable().catch(null);

/** The price detail as the cart shows it; anything else is dropped and the item priced again. */
const priceDetailSchema = z.object({
  product: z.object({ id: z.number().int(), name: z.string(), nameDetail: z.string().catch('') }),
  sizeName: z.string(),
  num: z.number().int(),
  deliveryDateProduct: z.number().int(),
  deliveryDateOption: z.number().int(),
  amountProduct: yen,
  amountOption: yen,
  amountTotal: yen,
  tax: yen,
  point: yen,
  freeFormat: detailOption,
  ...Object.fromEntries(optionGroupNames.map((group) => [group, detailOption.default(null)])),
});

const cartItemSchema = currentItemSchema.extend({
  calcResult: priceDetailSchema
    .transform((detail) => detail as PriceDetail)
    .nullable()
    .catch(null),
  errors: z
    .object({
      size: z.object({ message: z.string().nullable() }),
      price: z.object({ message: z.string().nullable(), reasons: z.array(z.string()).catch([]) }).catch({
        message: null,
        reasons: [],
      }),
    })
    .catch(noErrors),
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
