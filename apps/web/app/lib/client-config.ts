// GET /api/v2/client-config: the server's run-time settings the app needs (decision 0425). The app
// is built once and prerendered, so nothing configured (the tag manager container, the card
// provider's script and contract code) is written into it: it asks, once per page load.
import { apiClient } from './api-client';

export interface ClientConfig {
  gtmId: string | null;
  /** The card provider's token script, loaded on the payment step (issue 15). */
  cardTokenScriptUrl: string | null;
  /** The shop's contract code with the card provider, given to the script's init. */
  cardContractCode: string | null;
  /** The payment method ids checkout offers (PAYMENT_METHODS, decision 0821); null when not given. */
  paymentMethods: string[] | null;
}

const GTM_ID_PATTERN = /^GTM-[A-Z0-9]+$/;

/** Reads the answer's data, keeping only well-formed values. */
export function toClientConfig(data: unknown): ClientConfig {
  const record = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
  const gtmId = text(record.gtmId);
  const scriptUrl = text(record.cardTokenScriptUrl);
  const contractCode = text(record.cardContractCode);
  return {
    gtmId: gtmId && GTM_ID_PATTERN.test(gtmId) ? gtmId : null,
    cardTokenScriptUrl: scriptUrl && /^https?:\/\//.test(scriptUrl) ? scriptUrl : null,
    cardContractCode: contractCode && /^\d{8}$/.test(contractCode) ? contractCode : null,
    paymentMethods: Array.isArray(record.paymentMethods)
      ? record.paymentMethods.filter((id): id is string => typeof id === 'string')
      : null,
  };
}

let asked: Promise<ClientConfig> | null = null;

/** The settings, asked once; a failed ask is forgotten so the next call asks again. */
export function clientConfig(fetchConfig: () => Promise<unknown> = () => apiClient.get('/client-config')) {
  asked ??= fetchConfig()
    .then(toClientConfig)
    .catch((error: unknown) => {
      asked = null;
      throw error;
    });
  return asked;
}

/** Test support: forget the settings asked for. */
export function resetClientConfigForTests(): void {
  asked = null;
}
