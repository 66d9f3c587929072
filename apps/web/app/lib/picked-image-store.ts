// The images a customer picked in the preview, kept on the device (issue 23 point 2, decision
// 0808): the original file in IndexedDB under a random key that the cart item carries
// (`pickedImage`), so a reload shows it again and My page offers it as the order's artwork. A
// small typed wrapper over indexedDB; every call answers (null, false, nothing) rather than
// throwing: private mode or a refused quota only means the image is not kept. Loaded on demand
// (dynamic import), never with a page's first view.
import type { ArtworkPlacement } from '@shop/domain/preview';
import { evictionsFor, keepable, staleKeys, type KeptImageEntry } from './picked-image-policy';

/** How the image sat in the preview: shown the same way again after a reload. */
export interface PickedImageLayout {
  placement: ArtworkPlacement;
  /** デザインの形に沿ってカット was chosen (decision 0809). */
  contour: boolean;
}

export interface KeptImage extends KeptImageEntry {
  name: string;
  type: string;
  blob: Blob;
  /** Absent until the customer places the image or chooses the contour cut. */
  layout?: PickedImageLayout;
}

const databaseName = 'sticker-lab-picked-images';
const storeName = 'images';

let opening: Promise<IDBDatabase | null> | null = null;

function openDatabase(): Promise<IDBDatabase | null> {
  opening ??= new Promise<IDBDatabase | null>((resolve) => {
    try {
      if (typeof indexedDB === 'undefined') {
        resolve(null);
        return;
      }
      const request = indexedDB.open(databaseName, 1);
      request.onupgradeneeded = () => {
        if (!request.result.objectStoreNames.contains(storeName))
          request.result.createObjectStore(storeName, { keyPath: 'key' });
      };
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
      request.onblocked = () => resolve(null);
    } catch {
      resolve(null);
    }
  }).then((database) => {
    if (!database) opening = null;
    return database;
  });
  return opening;
}

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('indexedDB'));
  });
}

function completed(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('indexedDB'));
    transaction.onabort = () => reject(transaction.error ?? new Error('indexedDB aborted'));
  });
}

function isKeptImage(value: unknown): value is KeptImage {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.key === 'string' &&
    typeof record.name === 'string' &&
    typeof record.type === 'string' &&
    typeof record.size === 'number' &&
    typeof record.storedAt === 'number' &&
    typeof record.ordered === 'boolean' &&
    record.blob instanceof Blob &&
    (record.layout === undefined || isLayout(record.layout))
  );
}

function isLayout(value: unknown): value is PickedImageLayout {
  if (typeof value !== 'object' || value === null) return false;
  const { placement, contour } = value as Record<string, unknown>;
  if (typeof contour !== 'boolean' || typeof placement !== 'object' || placement === null) return false;
  const { scale, dxMm, dyMm } = placement as Record<string, unknown>;
  return [scale, dxMm, dyMm].every((number) => typeof number === 'number' && Number.isFinite(number));
}

async function allEntries(database: IDBDatabase): Promise<KeptImageEntry[]> {
  const records: unknown[] = await done(database.transaction(storeName).objectStore(storeName).getAll());
  return records
    .filter(isKeptImage)
    .map(({ key, size, storedAt, ordered }) => ({ key, size, storedAt, ordered }));
}

async function removeKeys(database: IDBDatabase, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  const transaction = database.transaction(storeName, 'readwrite');
  const store = transaction.objectStore(storeName);
  for (const key of keys) store.delete(key);
  await completed(transaction);
}

/**
 * Keeps the original file and answers its key, or null when it is not kept (a type or size the
 * upload refuses, the cap reached by images the cart holds, private mode, a refused quota).
 * `held`: the keys the cart and the configuration hold, never removed to make room.
 */
export async function keepPickedImage(
  file: File,
  held: ReadonlySet<string>,
  now = Date.now(),
): Promise<string | null> {
  if (!keepable(file)) return null;
  try {
    const database = await openDatabase();
    if (!database) return null;
    const evicted = evictionsFor(await allEntries(database), held);
    if (evicted === null) return null;
    await removeKeys(database, evicted);
    const record: KeptImage = {
      key: crypto.randomUUID(),
      name: file.name,
      type: file.type,
      size: file.size,
      storedAt: now,
      ordered: false,
      blob: file,
    };
    const transaction = database.transaction(storeName, 'readwrite');
    transaction.objectStore(storeName).put(record);
    await completed(transaction);
    return record.key;
  } catch {
    return null;
  }
}

/** The kept image, or null (another device, removed, storage unavailable). */
export async function readKeptImage(key: string): Promise<KeptImage | null> {
  try {
    const database = await openDatabase();
    if (!database) return null;
    const record: unknown = await done(database.transaction(storeName).objectStore(storeName).get(key));
    return isKeptImage(record) ? record : null;
  } catch {
    return null;
  }
}

/** The kept image as a File, for the artwork upload. */
export function keptImageFile(image: KeptImage): File {
  return new File([image.blob], image.name, { type: image.type });
}

/** Removes the images (left the cart without being ordered, replaced, or sent as artwork). */
export async function forgetPickedImages(keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  try {
    const database = await openDatabase();
    if (database) await removeKeys(database, keys);
  } catch {
    // Nothing kept, nothing to remove.
  }
}

/** Remembers how the image sits in the preview (its place, the contour cut), for the next visit. */
export async function rememberPickedImageLayout(key: string, layout: PickedImageLayout): Promise<void> {
  try {
    const database = await openDatabase();
    if (!database) return;
    const transaction = database.transaction(storeName, 'readwrite');
    const store = transaction.objectStore(storeName);
    const request = store.get(key);
    request.onsuccess = () => {
      const record: unknown = request.result;
      if (isKeptImage(record)) store.put({ ...record, layout });
    };
    await completed(transaction);
  } catch {
    // Not remembered: the image is shown centred again, as before this was kept.
  }
}

/** The cart items holding these images were ordered: keep them for My page's offer. */
export async function markPickedImagesOrdered(keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  try {
    const database = await openDatabase();
    if (!database) return;
    const transaction = database.transaction(storeName, 'readwrite');
    const store = transaction.objectStore(storeName);
    for (const key of keys) {
      const request = store.get(key);
      request.onsuccess = () => {
        const record: unknown = request.result;
        if (isKeptImage(record)) store.put({ ...record, ordered: true });
      };
    }
    await completed(transaction);
  } catch {
    // Not kept: My page simply offers nothing.
  }
}

/** Removes picked images no cart item or configuration holds any more (after a day). */
export async function sweepPickedImages(held: ReadonlySet<string>, now = Date.now()): Promise<void> {
  try {
    const database = await openDatabase();
    if (database) await removeKeys(database, staleKeys(await allEntries(database), held, now));
  } catch {
    // Storage unavailable: nothing was kept.
  }
}
