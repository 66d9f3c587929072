// Which picked images the device keeps (issue 23 point 2, decision 0808): the rules of
// picked-image-store.ts without IndexedDB, so they are tested on their own.

/** What the store knows of each kept image. */
export interface KeptImageEntry {
  key: string;
  size: number;
  /** Date.now() when it was kept. */
  storedAt: number;
  /** Its cart item has been ordered: kept for My page's one-tap upload until it is sent. */
  ordered: boolean;
}

export const pickedImageLimits = {
  /** Images kept at most on the device. */
  count: 5,
  /** The artwork upload's own limit (spec: 100 MB): a larger file could never be sent. */
  maxBytes: 100 * 1024 * 1024,
  /** A picked image no cart item holds is forgotten after a day (another tab may still show it). */
  unheldMs: 24 * 60 * 60 * 1000,
} as const;

/** The artwork upload accepts PNG and JPEG of these; a WebP is shown in the preview but not kept. */
const keptTypes = ['image/png', 'image/jpeg'];

/** Whether a picked file may be kept: a type and a size the artwork upload accepts. */
export function keepable(file: { type: string; size: number }): boolean {
  return keptTypes.includes(file.type) && file.size > 0 && file.size <= pickedImageLimits.maxBytes;
}

/**
 * The keys to remove so one more image fits under the cap, or null when it cannot be kept (every
 * kept image is held by the cart or the configuration). The first to go: images no one holds,
 * oldest first; then ordered ones, oldest first. An image held by the cart is never removed.
 */
export function evictionsFor(entries: readonly KeptImageEntry[], held: ReadonlySet<string>): string[] | null {
  const excess = entries.length + 1 - pickedImageLimits.count;
  if (excess <= 0) return [];
  const candidates = entries
    .filter((entry) => !held.has(entry.key))
    .sort((a, b) => Number(a.ordered) - Number(b.ordered) || a.storedAt - b.storedAt);
  if (candidates.length < excess) return null;
  return candidates.slice(0, excess).map((entry) => entry.key);
}

/** Picked images that no cart item or configuration holds any more, not ordered, older than a day. */
export function staleKeys(
  entries: readonly KeptImageEntry[],
  held: ReadonlySet<string>,
  now: number,
): string[] {
  return entries
    .filter(
      (entry) => !entry.ordered && !held.has(entry.key) && now - entry.storedAt >= pickedImageLimits.unheldMs,
    )
    .map((entry) => entry.key);
}
