// Local storage that never throws: Safari's private mode and full quotas make the raw API throw,
// and a shop must keep working (without remembering) rather than crash.

/** The local storage keys of spec point 7: the token and the cart. */
export const storageKeys = {
  token: 'token',
  cart: 'cart',
} as const;

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function readStorage(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch {
    // Quota or privacy mode: the value lives for this page view only.
  }
}

export function removeStorage(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to clean up if storage is unavailable.
  }
}

/** The member's bearer token, stored as the raw string under `token`. */
export const tokenStorage = {
  get: (): string | null => readStorage(storageKeys.token),
  set: (token: string): void => writeStorage(storageKeys.token, token),
  clear: (): void => removeStorage(storageKeys.token),
};
