// 「仕様を変えてリピート注文」 (issue 23 point 5): My page hands the order's choices to the material page
// through the tab's session storage, under the order it repeats; the material page opens with them
// when its URL names that order (?reorder=<order's id>). A reload finds them again; another tab or
// a link shared elsewhere finds nothing and opens the page blank.
import { presetSchema } from '@shop/domain/catalog';
import { z } from 'zod/mini';
import { paths } from '../config/paths';

const reorderHandoffSchema = z.object({
  /** The order's database id: the new order's repeatId, which carries its artwork. */
  repeatId: z.number().check(z.int(), z.positive()),
  /** The order number the customer knows (e.g. 12345678901-1). */
  orderId: z.string(),
  productId: z.number().check(z.int(), z.positive()),
  preset: presetSchema,
});
export type ReorderHandoff = z.infer<typeof reorderHandoffSchema>;

const key = 'reorder';

/** Stores the hand-off and answers the material page's URL that takes it. */
export function handOffReorder(handoff: ReorderHandoff): string {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(handoff));
  } catch {
    // Blocked storage: the material page then opens blank, which the customer sees at once.
  }
  const query = new URLSearchParams({ [paths.material.params.reorder]: String(handoff.repeatId) });
  return `${paths.material.href(String(handoff.productId))}?${query.toString()}`;
}

function read(): unknown {
  try {
    return JSON.parse(window.sessionStorage.getItem(key) ?? 'null') as unknown;
  } catch {
    return null;
  }
}

/** The hand-off for this order (the URL's ?reorder=) and product, checked, or null. */
export function takeReorder(repeatId: string | null, productId: number): ReorderHandoff | null {
  if (repeatId === null || typeof window === 'undefined') return null;
  const parsed = reorderHandoffSchema.safeParse(read());
  if (!parsed.success) return null;
  const handoff = parsed.data;
  return String(handoff.repeatId) === repeatId && handoff.productId === productId ? handoff : null;
}
