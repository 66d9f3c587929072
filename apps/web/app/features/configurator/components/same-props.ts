/**
 * memo()'s comparison for the configurator's steps and price breakdown (decision 0533). The
 * screen derives their props afresh on every change (the reducer settles a new item; the views
 * and the price differences are recomputed), so comparing by identity alone would re-render every
 * step for every tap. Two props are the same when identical, or when they are plain objects or
 * arrays holding the same entries, down to three levels (a view's list of choices, a detail's
 * option lines). Functions, dates and class instances compare by identity.
 */
export function sameProps<P extends object>(previous: P, next: P): boolean {
  return sameEntries(previous, next, 3);
}

function sameValue(a: unknown, b: unknown, depth: number): boolean {
  if (Object.is(a, b)) return true;
  return depth > 0 && isPlain(a) && isPlain(b) && sameEntries(a, b, depth - 1);
}

function sameEntries(a: object, b: object, depth: number): boolean {
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  return keys.every((key) => Object.hasOwn(right, key) && sameValue(left[key], right[key], depth));
}

function isPlain(value: unknown): value is object {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === Array.prototype || prototype === null;
}
