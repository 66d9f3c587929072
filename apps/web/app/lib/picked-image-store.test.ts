// The IndexedDB wrapper of the picked images (decision 0808) on fake-indexeddb: what it keeps and
// reads back, the cap, the removals and the sweep, and that a refused storage only means nothing
// is kept (every call answers, none throws, so the preview carries on).
import { IDBFactory, IDBObjectStore } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pickedImageLimits } from './picked-image-policy';

import type * as PickedImageStore from './picked-image-store';

type Store = typeof PickedImageStore;

const NOW = new Date('2026-11-20T10:00:00+09:00').getTime();
const DAY = pickedImageLimits.unheldMs;

let store: Store;

const nodeClone = globalThis.structuredClone;

/**
 * fake-indexeddb copies records with the global structuredClone, as a browser's IndexedDB does;
 * Node's cannot copy jsdom's Blob (a browser's can). A Blob cannot change, so passing it through
 * keeps what a copy means; everything else is copied by Node.
 */
function cloneKeepingBlobs(value: unknown): unknown {
  if (value instanceof Blob) return value;
  if (typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(Object.entries(value).map(([name, field]) => [name, cloneKeepingBlobs(field)]));
  return nodeClone(value);
}

// A fresh database and fresh modules per test: the wrapper keeps its open database in the module.
beforeEach(async () => {
  vi.resetModules();
  vi.stubGlobal('indexedDB', new IDBFactory());
  vi.stubGlobal('structuredClone', cloneKeepingBlobs);
  store = await import('./picked-image-store');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

const png = (name = 'sticker.png', bytes = [137, 80, 78, 71]) =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' });

async function keep(name: string, storedAt: number, held: ReadonlySet<string> = new Set()): Promise<string> {
  const key = await store.keepPickedImage(png(name), held, storedAt);
  if (key === null) throw new Error(`${name} was not kept`);
  return key;
}

/** The bytes of a Blob: jsdom's has no arrayBuffer(), its FileReader reads them. */
function bytesOf(blob: Blob): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve([...new Uint8Array(reader.result as ArrayBuffer)]);
    reader.onerror = () => reject(reader.error ?? new Error('FileReader'));
    reader.readAsArrayBuffer(blob);
  });
}

async function keptKeys(keys: readonly string[]): Promise<string[]> {
  const kept = await Promise.all(keys.map((key) => store.readKeptImage(key)));
  return kept.flatMap((image) => (image ? [image.key] : []));
}

describe('keeping and reading a picked image', () => {
  it('keeps the original file under a random key and reads it back as it was', async () => {
    const key = await keep('ロゴ.png', NOW);
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await store.readKeptImage(key);
    expect(kept).toMatchObject({
      key,
      name: 'ロゴ.png',
      type: 'image/png',
      size: 4,
      storedAt: NOW,
      ordered: false,
    });
    const file = store.keptImageFile(kept!);
    expect(file).toMatchObject({ name: 'ロゴ.png', type: 'image/png' });
    expect(await bytesOf(file)).toEqual([137, 80, 78, 71]);
  });

  it('answers null for a key it does not hold (another device, or removed)', async () => {
    expect(await store.readKeptImage(crypto.randomUUID())).toBeNull();
  });

  it('does not keep what the artwork upload refuses (a WebP, an empty file)', async () => {
    const webp = new File([new Uint8Array([1])], 'a.webp', { type: 'image/webp' });
    expect(await store.keepPickedImage(webp, new Set(), NOW)).toBeNull();
    expect(await store.keepPickedImage(png('empty.png', []), new Set(), NOW)).toBeNull();
  });
});

describe('the layout remembered with the image (decision 0811)', () => {
  it('keeps the placement and the contour cut with the image, for the next visit', async () => {
    const key = await keep('logo.png', NOW);
    expect((await store.readKeptImage(key))?.layout).toBeUndefined();
    const layout = { placement: { scale: 1.5, dxMm: 2, dyMm: -1 }, contour: true };
    await store.rememberPickedImageLayout(key, layout);
    expect(await store.readKeptImage(key)).toMatchObject({ name: 'logo.png', ordered: false, layout });
  });

  it('remembers nothing for an image it does not hold', async () => {
    const key = crypto.randomUUID();
    await store.rememberPickedImageLayout(key, { placement: { scale: 1, dxMm: 0, dyMm: 0 }, contour: true });
    expect(await store.readKeptImage(key)).toBeNull();
  });
});

describe('the five-image cap', () => {
  it('makes room with the oldest image no one holds, then the oldest ordered one', async () => {
    const keys = [];
    for (let index = 0; index < pickedImageLimits.count; index += 1)
      keys.push(await keep(`${index}.png`, NOW + index));
    const [first, second, , fourth, fifth] = keys as [string, string, string, string, string];
    await store.markPickedImagesOrdered([second]);

    // `first` is held by the cart: `third` (oldest unheld, not ordered) goes.
    const sixth = await keep('6.png', NOW + 10, new Set([first]));
    expect(await keptKeys([...keys, sixth])).toEqual([first, second, fourth, fifth, sixth]);

    // Every unordered one held: the ordered `second` goes.
    const seventh = await keep('7.png', NOW + 11, new Set([first, fourth, fifth, sixth]));
    expect(await keptKeys([first, second, fourth, fifth, sixth, seventh])).toEqual([
      first,
      fourth,
      fifth,
      sixth,
      seventh,
    ]);
  });

  it('keeps nothing new, and removes nothing, when the cart holds all five', async () => {
    const keys = [];
    for (let index = 0; index < pickedImageLimits.count; index += 1)
      keys.push(await keep(`${index}.png`, NOW + index));
    expect(await store.keepPickedImage(png('6.png'), new Set(keys), NOW + 10)).toBeNull();
    expect(await keptKeys(keys)).toEqual(keys);
  });
});

describe('removal', () => {
  it('forgets the images named, and keeps ordered ones marked for My page', async () => {
    const [gone, ordered] = [await keep('a.png', NOW), await keep('b.png', NOW)];
    await store.forgetPickedImages([gone]);
    await store.markPickedImagesOrdered([ordered]);
    expect(await store.readKeptImage(gone)).toBeNull();
    expect(await store.readKeptImage(ordered)).toMatchObject({ ordered: true });
  });

  it('removes the image when its item leaves the cart, unless another item still holds it', async () => {
    const cartStore = await import('../features/cart/store');
    const operations = await import('../features/cart/cart-operations');
    const { whitePpItem } = await import('../features/cart/test-items');
    cartStore.resetCartStoreForTests();
    await cartStore.rehydrateCart();
    const shared = await keep('shared.png', NOW);
    const alone = await keep('alone.png', NOW);
    const cart = () => cartStore.useCartStore.getState();
    const one = cart().addItem(whitePpItem({ pickedImage: shared }), NOW);
    cart().addItem(whitePpItem({ pickedImage: shared }), NOW);
    const three = cart().addItem(whitePpItem({ pickedImage: alone }), NOW);

    operations.deleteCartItem(three.id);
    await vi.waitFor(async () => expect(await store.readKeptImage(alone)).toBeNull());
    operations.deleteCartItem(one.id);
    // Removals run in order: once a later one has run, a wrong removal of `shared` would have too.
    const marker = await keep('marker.png', NOW);
    const four = cart().addItem(whitePpItem({ pickedImage: marker }), NOW);
    operations.deleteCartItem(four.id);
    await vi.waitFor(async () => expect(await store.readKeptImage(marker)).toBeNull());
    expect(await store.readKeptImage(shared)).not.toBeNull();

    operations.clearCart();
    await vi.waitFor(async () => expect(await store.readKeptImage(shared)).toBeNull());
  });
});

describe('the day-old sweep', () => {
  it('removes unheld, unordered images once a day old; keeps held, ordered and younger ones', async () => {
    const old = await keep('old.png', NOW - DAY);
    const held = await keep('held.png', NOW - 2 * DAY);
    const ordered = await keep('ordered.png', NOW - 2 * DAY);
    const young = await keep('young.png', NOW - DAY + 1);
    await store.markPickedImagesOrdered([ordered]);
    await store.sweepPickedImages(new Set([held]), NOW);
    expect(await keptKeys([old, held, ordered, young])).toEqual([held, ordered, young]);
  });
});

describe('storage refused: nothing is kept and nothing throws', () => {
  async function everyCallAnswers(): Promise<void> {
    const key = crypto.randomUUID();
    expect(await store.keepPickedImage(png(), new Set(), NOW)).toBeNull();
    expect(await store.readKeptImage(key)).toBeNull();
    await expect(store.forgetPickedImages([key])).resolves.toBeUndefined();
    await expect(store.markPickedImagesOrdered([key])).resolves.toBeUndefined();
    await expect(
      store.rememberPickedImageLayout(key, { placement: { scale: 1, dxMm: 0, dyMm: 0 }, contour: true }),
    ).resolves.toBeUndefined();
    await expect(store.sweepPickedImages(new Set(), NOW)).resolves.toBeUndefined();
  }

  it('without IndexedDB (an older browser)', async () => {
    vi.stubGlobal('indexedDB', undefined);
    await everyCallAnswers();
  });

  it('when opening the database fails (private mode)', async () => {
    vi.spyOn(IDBFactory.prototype, 'open').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    await everyCallAnswers();
  });

  it('when the quota refuses the file, and a later image is kept once there is room', async () => {
    const put = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementationOnce(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    expect(await store.keepPickedImage(png(), new Set(), NOW)).toBeNull();
    put.mockRestore();
    const key = await keep('later.png', NOW);
    expect(await store.readKeptImage(key)).toMatchObject({ name: 'later.png' });
  });
});
