// How staff find orders (issue 19): one search box that takes a purchase or order number, a name,
// its reading, an e-mail address or a telephone number, and filters by status, payment method and
// shipping date, a page at a time. Decision: docs/decisions/0740-staff-order-search.md.
import { z } from 'zod/mini';
import { isCalendarDay } from '../calendar/day.ts';
import { PAYMENT_METHOD_IDS } from '../checkout/payment-methods.ts';
import { isOrderStatus } from '../orders/status.ts';
import { HYPHEN_LIKE, SPACE_LIKE } from '../validation/characters.ts';
import { safeString } from '../validation/safe-string.ts';

export const ORDER_SEARCH_PAGE_SIZES = [20, 50, 100] as const;
export const ORDER_SEARCH_DEFAULT_PAGE_SIZE = 20;

/** What the search box holds, read as the one field it can be. */
export type SearchTerm =
  | { kind: 'purchaseNumber'; value: string }
  | { kind: 'orderNumber'; value: string }
  | { kind: 'tel'; value: string }
  | { kind: 'email'; value: string }
  | { kind: 'kana'; value: string }
  | { kind: 'name'; value: string };

const NOISE = new RegExp(`[${HYPHEN_LIKE}${SPACE_LIKE}()（）]`, 'g');
const HIRAGANA = /[\u3041-\u3096]/g;
const KANA_ONLY = /^[\u3041-\u3096\u30a1-\u30fa\u30fc\u30fb\s]+$/;

/** ひらがな → カタカナ: readings are stored in katakana. */
function toKatakana(text: string): string {
  return text.replace(HIRAGANA, (char) => String.fromCharCode(char.charCodeAt(0) + 0x60));
}

/**
 * Reads the search box. Purchase numbers start with the year (26…), Japanese telephone numbers
 * with 0, so digits alone are never ambiguous; an order number is a purchase number, a hyphen
 * and its line.
 */
export function searchTerm(input: string): SearchTerm | null {
  const text = input.normalize('NFKC').trim();
  if (text === '') return null;
  const order = /^(\d{11})[-ー−](\d{1,3})$/.exec(text);
  if (order) return { kind: 'orderNumber', value: `${order[1]}-${Number(order[2])}` };
  if (text.includes('@')) return { kind: 'email', value: text.toLowerCase() };
  const digits = text.replace(NOISE, '');
  if (/^\d+$/.test(digits)) {
    return digits.startsWith('0')
      ? { kind: 'tel', value: digits }
      : { kind: 'purchaseNumber', value: digits };
  }
  if (KANA_ONLY.test(text)) return { kind: 'kana', value: toKatakana(text).replace(/\s+/g, '') };
  return { kind: 'name', value: text.replace(/\s+/g, '') };
}

/** Comma-separated statuses, as a link or a form puts them in the address. */
const statusList = z.pipe(
  safeString(),
  z.transform((value, ctx) => {
    const statuses = value
      .split(',')
      .filter((part) => part !== '')
      .map(Number);
    if (!statuses.every(isOrderStatus)) {
      ctx.issues.push({ code: 'custom', message: '状態の指定に誤りがあります', input: value });
      return z.NEVER;
    }
    return statuses;
  }),
);

const day = safeString().check(
  z.refine(isCalendarDay, { error: '日付は 2026-11-25 の形で指定してください' }),
);

/** The query of GET /api/admin/orders: every field optional, an empty field means "any". */
export const orderSearchSchema = z
  .object({
    q: z.optional(safeString().check(z.maxLength(100, { error: '検索語は100文字以内で入力してください' }))),
    status: z.optional(statusList),
    paymentMethod: z.optional(z.enum(PAYMENT_METHOD_IDS, { error: '支払方法の指定に誤りがあります' })),
    shippingFrom: z.optional(day),
    shippingTo: z.optional(day),
    page: z._default(z.coerce.number().check(z.int(), z.gte(1, { error: 'ページは1以上です' })), 1),
    perPage: z._default(
      z.coerce.number().check(
        z.refine((n) => (ORDER_SEARCH_PAGE_SIZES as readonly number[]).includes(n), {
          error: '表示件数は20・50・100のいずれかです',
        }),
      ),
      ORDER_SEARCH_DEFAULT_PAGE_SIZE,
    ),
  })
  .check(
    z.refine((query) => !query.shippingFrom || !query.shippingTo || query.shippingFrom <= query.shippingTo, {
      error: '発送日の範囲が逆になっています',
      path: ['shippingTo'],
    }),
  );
export type OrderSearch = z.output<typeof orderSearchSchema>;
export type OrderSearchInput = z.input<typeof orderSearchSchema>;

/** The number of pages `total` rows fill (at least one, so page 1 always exists). */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}
