// GET /api/v2/shop-profile (issue 15 point 7): who runs the shop, as the server's SHOP_PROFILE names
// them. The app is built once and prerendered, so the operator's details are asked at run time,
// never built in; the footer sits outside the query client, so this is a plain promise, asked once
// per page load like the client settings.
import { operatorSchema, type Operator } from '@shop/domain/answers';
import { useEffect, useState } from 'react';
import { parseAnswer } from './api-answer';
import { apiClient } from './api-client';

export type { Operator };

let asked: Promise<Operator> | null = null;

/** The operator, asked once; a failed ask is forgotten so the next call asks again. */
export function shopProfile(fetchProfile: () => Promise<unknown> = () => apiClient.get('/shop-profile')) {
  asked ??= fetchProfile()
    .then((data) => parseAnswer(operatorSchema, data))
    .catch((error: unknown) => {
      asked = null;
      throw error;
    });
  return asked;
}

export type ShopProfileState = { operator: Operator } | { operator: null; failed: boolean };

/** The operator once known; `failed` when the server could not be asked. */
export function useShopProfile(): ShopProfileState {
  const [state, setState] = useState<ShopProfileState>({ operator: null, failed: false });
  useEffect(() => {
    let current = true;
    shopProfile().then(
      (operator) => current && setState({ operator }),
      () => current && setState({ operator: null, failed: true }),
    );
    return () => {
      current = false;
    };
  }, []);
  return state;
}

/** Test support: forget the operator asked for. */
export function resetShopProfileForTests(): void {
  asked = null;
}
