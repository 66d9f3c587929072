// The card-token provider's browser script (spec point 7): loaded only on the payment step, it
// turns the card into a token so the number never reaches our API. Its address and the contract
// code come from the server's configuration (GET /client-config, issue 15): nothing of the
// stand-in at /sandbox-pay is written into the app.
import { cardErrorMessage } from '@shop/domain/validation';
import { clientConfig } from '~/lib/client-config';

export interface CardInput {
  cardno: string;
  /** YYYYMM, year first as the provider takes it. */
  expire: string;
  securitycode: string;
  holdername: string;
}

export interface TokenAnswer {
  resultCode: string;
  tokenObject?: { token: string; maskedCardNo: string };
}

interface EpsilonTokenApi {
  init: (code: string) => void;
  getToken: (card: CardInput, callback: (answer: TokenAnswer) => void) => void;
}

declare global {
  interface Window {
    EpsilonToken?: EpsilonTokenApi;
  }
}

let loading: Promise<EpsilonTokenApi> | null = null;

export function loadTokenScript(scriptUrl: string, doc: Document = document): Promise<EpsilonTokenApi> {
  loading ??= new Promise<EpsilonTokenApi>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    script.onload = () => {
      if (window.EpsilonToken) resolve(window.EpsilonToken);
      else reject(new Error('EpsilonToken missing'));
    };
    script.onerror = () => reject(new Error('token script failed'));
    doc.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

export type TokenResult =
  { ok: true; token: string; maskedCardNo: string } | { ok: false; code: string; message: string };

/** Field codes (1xx) name the field they belong to; system codes (9xx) have an empty message. */
export function tokenResult(answer: TokenAnswer): TokenResult {
  if (answer.resultCode === '000' && answer.tokenObject) {
    return { ok: true, token: answer.tokenObject.token, maskedCardNo: answer.tokenObject.maskedCardNo };
  }
  return { ok: false, code: answer.resultCode, message: cardErrorMessage(answer.resultCode) };
}

export async function requestCardToken(card: CardInput): Promise<TokenResult> {
  const { cardTokenScriptUrl, cardContractCode } = await clientConfig();
  if (!cardTokenScriptUrl || !cardContractCode) throw new Error('the card provider is not configured');
  const provider = await loadTokenScript(cardTokenScriptUrl);
  provider.init(cardContractCode);
  return new Promise((resolve) => {
    provider.getToken(card, (answer) => resolve(tokenResult(answer)));
  });
}

/** Which card field a provider code belongs to (spec point 5's ranges). */
export function cardFieldOfCode(code: string): 'cardno' | 'expire' | 'securitycode' | 'holdername' | null {
  const numeric = Number(code);
  if (numeric >= 100 && numeric < 110) return 'cardno';
  if (numeric >= 110 && numeric < 120) return 'expire';
  if (numeric >= 120 && numeric < 130) return 'securitycode';
  if (numeric >= 130 && numeric < 140) return 'holdername';
  return null;
}
