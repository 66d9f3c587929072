// Delivery time slots (the API's list, decision 0343: the slots Yamato and Sagawa share) and the
// consent sentences of the shipment step (decision 0463).
import { DELIVERY_TIMES } from '@shop/domain/checkout';
import type { ConsentState, DeliveryTimeId } from './store';

export const DELIVERY_TIME_OPTIONS: readonly { id: DeliveryTimeId; label: string }[] = DELIVERY_TIMES;

export const CONSENTS: readonly { key: keyof ConsentState; label: string; required: boolean }[] = [
  {
    key: 'change',
    label: '入稿データが印刷に適さない場合、当店で色味・線幅などの軽微な調整を行うことに同意します',
    required: true,
  },
  {
    key: 'data',
    label: '入稿データの著作権・商標権・肖像権などについて、必要な権利をお持ちであることを確認しました',
    required: true,
  },
  {
    key: 'exampleUse',
    label: '制作事例への掲載条件（社名・個人名は伏せます）を確認しました',
    required: false,
  },
  { key: 'repeat', label: 'リピート注文に備えて入稿データを保管することに同意します', required: false },
];

export const consentMessages = {
  required: '同意が必要です',
  cardMissing: 'カード情報の有効期限が切れました。お手数ですがカード情報をもう一度ご入力ください',
} as const;

/** The missing required consents; empty when the order may be confirmed. */
export function missingConsents(consent: ConsentState): (keyof ConsentState)[] {
  return CONSENTS.filter((item) => item.required && !consent[item.key]).map((item) => item.key);
}
