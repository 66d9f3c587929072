// The payment step's "次へ" (spec points 3 to 5): a method other than the card goes straight on; the
// card is turned into the provider's token first (decision 0460), each refusal on its own field.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { cardFieldOfCode, requestCardToken } from './card-token';
import {
  emptyCardForm,
  type CardFieldErrors,
  type CardFieldName,
  type CardFormValues,
} from './components/card-fields';
import type { PaymentChoice } from './payment-choice';
import { useCheckoutStore } from './store';

const cardFieldOrder: readonly CardFieldName[] = ['cardno', 'expire', 'securitycode', 'holdername'];

export function usePaymentStep() {
  const navigate = useNavigate();
  const [card, setCard] = useState<CardFormValues>(emptyCardForm);
  const [cardErrors, setCardErrors] = useState<CardFieldErrors>({});
  const [alert, setAlert] = useState('');
  const [pending, setPending] = useState(false);

  const showAlert = (message: string) => {
    setAlert(message);
    window.scrollTo({ top: 0 });
  };
  const showCardErrors = (errors: CardFieldErrors) => {
    setCardErrors(errors);
    focusFirstError(errors);
  };

  async function next({ paymentMethod, result }: PaymentChoice) {
    setAlert('');
    if (!result.ok) return showAlert(result.message);
    const { update, card: keptCard } = useCheckoutStore.getState();
    const pointUse = result.summary.pointUse;
    // Back from the shipment step with a token still unused: the card need not be typed again.
    const untouched = cardFieldOrder.every((name) => card[name].trim() === '');
    if (paymentMethod !== 'epsilon' || (keptCard && untouched)) {
      update(
        paymentMethod === 'epsilon' ? { paymentMethod, pointUse } : { paymentMethod, pointUse, card: null },
      );
      return navigate(paths.checkoutShipment.href());
    }
    setPending(true);
    try {
      // The card schema loads at the first submit, apart from the page's first view, as the
      // forms' schemas do (decision 0560).
      const { checkCardForm } = await import('./card-check');
      const checked = checkCardForm(card);
      if (!checked.ok) return showCardErrors(checked.errors);
      setCardErrors({});
      const token = await requestCardToken(checked.card);
      if (!token.ok) {
        const field = cardFieldOfCode(token.code);
        if (field && token.message) return showCardErrors({ [field]: token.message });
        return showAlert(token.message || 'カード情報を確認できませんでした。時間をおいて再度お試しください');
      }
      update({ paymentMethod, pointUse, card: { token: token.token, maskedCardNo: token.maskedCardNo } });
      return navigate(paths.checkoutShipment.href());
    } catch {
      setAlert('カード決済の準備ができませんでした。時間をおいて再度お試しください');
    } finally {
      setPending(false);
    }
  }

  const setCardField = (name: CardFieldName, value: string) =>
    setCard((previous) => ({ ...previous, [name]: value }));
  return { card, setCardField, cardErrors, alert, pending, next };
}

function focusFirstError(errors: CardFieldErrors) {
  const first = cardFieldOrder.find((name) => errors[name]);
  if (!first) return;
  const input = document.querySelector<HTMLInputElement>(`input[name="${first}"]`);
  input?.scrollIntoView({ block: 'center' });
  input?.focus();
}
