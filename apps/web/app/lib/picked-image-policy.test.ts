import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  evictionsFor,
  keepable,
  pickedImageLimits,
  staleKeys,
  type KeptImageEntry,
} from './picked-image-policy';

const entry = (key: string, storedAt: number, ordered = false): KeptImageEntry => ({
  key,
  size: 1000,
  storedAt,
  ordered,
});
const day = pickedImageLimits.unheldMs;

describe('picked images kept on the device (decision 0808)', () => {
  it.each([
    ['image/png', 1, true],
    ['image/jpeg', pickedImageLimits.maxBytes, true],
    ['image/jpeg', pickedImageLimits.maxBytes + 1, false],
    ['image/webp', 1000, false],
    ['image/png', 0, false],
  ])('keeps a %s of %i bytes: %s (the upload rules)', (type, size, kept) => {
    expect(keepable({ type, size })).toBe(kept);
  });

  it('makes room under the cap with images no one holds, then ordered ones, oldest first', () => {
    const entries = [entry('a', 1, true), entry('b', 2), entry('c', 3), entry('d', 4, true), entry('e', 5)];
    expect(evictionsFor(entries.slice(0, 4), new Set())).toEqual([]);
    expect(evictionsFor(entries, new Set())).toEqual(['b']);
    expect(evictionsFor(entries, new Set(['b', 'c', 'e']))).toEqual(['a']);
  });

  it('keeps nothing new when the cart holds every kept image', () => {
    const entries = ['a', 'b', 'c', 'd', 'e'].map((key, index) => entry(key, index));
    expect(evictionsFor(entries, new Set(['a', 'b', 'c', 'd', 'e']))).toBeNull();
  });

  it('sweeps picked images no one holds after a day, never ordered or held ones', () => {
    const now = 10 * day;
    const entries = [
      entry('old', now - day),
      entry('new', now - day + 1),
      entry('ordered', 0, true),
      entry('held', 0),
    ];
    expect(staleKeys(entries, new Set(['held']), now)).toEqual(['old']);
  });

  it('property: after the evictions one more image fits under the cap, and no held image is removed', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(
          fc.record({ key: fc.uuid(), storedAt: fc.nat(), ordered: fc.boolean(), held: fc.boolean() }),
          {
            selector: (value) => value.key,
            maxLength: 8,
          },
        ),
        (records) => {
          const entries = records.map(({ key, storedAt, ordered }) => entry(key, storedAt, ordered));
          const held = new Set(records.filter((record) => record.held).map((record) => record.key));
          const evicted = evictionsFor(entries, held);
          if (evicted === null) {
            expect(held.size).toBeGreaterThanOrEqual(pickedImageLimits.count);
            return;
          }
          expect(entries.length - evicted.length + 1).toBeLessThanOrEqual(pickedImageLimits.count);
          expect(evicted.some((key) => held.has(key))).toBe(false);
        },
      ),
    );
  });
});
