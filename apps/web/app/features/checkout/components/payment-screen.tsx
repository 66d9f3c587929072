// /checkout/payment (spec points 3 and 4): payment method, coupon, points and card, with the total
// recomputed by the domain on every change. "次へ" turns the card into a token (decision 0460).
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  PAYMENT_METHODS,
  canPayAllByPoints,
  cashOnDeliveryFee,
  clampPointUse,
  computeCheckout,
  type OfferedPaymentMethodId,
} from '@shop/domain/checkout';
import { formatYen } from '@shop/domain/format';
import { paths } from '../../../config/paths';
import { Button } from '../../../ui/form/button';
import { FormAlert } from '../../../ui/form/form-alert';
import { TextField } from '../../../ui/form/text-field';
import { ButtonLink, PageContainer, PageHeader } from '../../../ui/page';
import { checkCardForm } from '../card-check';
import { cardFieldOfCode, requestCardToken } from '../card-token';
import { useCheckoutStore } from '../store';
import { useCouponCheck } from '../use-coupon-check';
import { CardFields, emptyCardForm, type CardFieldErrors, type CardFormValues } from './card-fields';
import { CheckoutSummaryTable } from './checkout-summary-table';
import { SatinNotice } from './satin-notice';

export interface PaymentScreenProps {
  cartTotal: number;
  itemCount: number;
  holdingPoint: number;
  /** The satin fast-delivery notice lines when the cart needs it (spec point 9). */
  satinNotice: readonly string[] | null;
}

export function PaymentScreen({ cartTotal, itemCount, holdingPoint, satinNotice }: PaymentScreenProps) {
  const navigate = useNavigate();
  const state = useCheckoutStore();
  const [card, setCard] = useState<CardFormValues>(emptyCardForm);
  const [cardErrors, setCardErrors] = useState<CardFieldErrors>({});
  const [alert, setAlert] = useState('');
  const [pending, setPending] = useState(false);
  useCouponCheck(cartTotal);

  if (itemCount === 0) {
    return (
      <PageContainer>
        <PageHeader title="お支払い方法の選択" lead="カートに商品がありません。" />
        <ButtonLink to={paths.cart.href()}>カートへ戻る</ButtonLink>
      </PageContainer>
    );
  }

  const discount = Math.min(state.coupon?.discount ?? 0, cartTotal);
  const pointContext = { holdingPoint, cartTotal, discount };
  const allByPoints = canPayAllByPoints(pointContext);
  const methods = PAYMENT_METHODS.filter((method) => method.offered).filter(
    (method) => method.id !== 'point' || allByPoints,
  );
  const paymentMethod: OfferedPaymentMethodId =
    state.paymentMethod === 'point' && !allByPoints ? 'epsilon' : state.paymentMethod;
  const pointUse = clampPointUse(state.pointUse, pointContext);
  const result = computeCheckout({ cartTotal, discount, holdingPoint, pointUse, paymentMethod });
  const codFee = cashOnDeliveryFee(Math.max(0, cartTotal - discount - pointUse));

  async function next() {
    setAlert('');
    if (!result.ok) {
      setAlert(result.message);
      window.scrollTo({ top: 0 });
      return;
    }
    const { update } = useCheckoutStore.getState();
    if (paymentMethod !== 'epsilon') {
      update({ paymentMethod, pointUse: result.summary.pointUse, card: null });
      void navigate(paths.checkoutShipment.href());
      return;
    }
    // Back from the shipment step with a token still unused: the card need not be typed again.
    const untouched = [card.cardno, card.expire, card.securitycode, card.holdername].every(
      (value) => value.trim() === '',
    );
    if (state.card && untouched) {
      update({ paymentMethod, pointUse: result.summary.pointUse });
      void navigate(paths.checkoutShipment.href());
      return;
    }
    const checked = checkCardForm(card);
    if (!checked.ok) {
      setCardErrors(checked.errors);
      focusFirstError(checked.errors);
      return;
    }
    setCardErrors({});
    setPending(true);
    try {
      const token = await requestCardToken(checked.card);
      if (!token.ok) {
        const field = cardFieldOfCode(token.code);
        if (field && token.message) {
          setCardErrors({ [field]: token.message });
          focusFirstError({ [field]: token.message });
        } else {
          setAlert(token.message || 'カード情報を確認できませんでした。時間をおいて再度お試しください');
          window.scrollTo({ top: 0 });
        }
        return;
      }
      update({
        paymentMethod,
        pointUse: result.summary.pointUse,
        card: { token: token.token, maskedCardNo: token.maskedCardNo },
      });
      void navigate(paths.checkoutShipment.href());
    } catch {
      setAlert('カード決済の準備ができませんでした。時間をおいて再度お試しください');
    } finally {
      setPending(false);
    }
  }

  return (
    <PageContainer>
      <PageHeader title="お支払い方法の選択" />
      {satinNotice ? <SatinNotice lines={satinNotice} /> : null}
      <form
        noValidate
        className="space-y-6"
        onKeyDown={(event) => {
          // Spec point 5: Enter never submits a form by accident.
          if (event.key === 'Enter' && (event.target as HTMLElement).tagName === 'INPUT')
            event.preventDefault();
        }}
        onSubmit={(event) => {
          event.preventDefault();
          void next();
        }}
      >
        {alert ? <FormAlert>{alert}</FormAlert> : null}
        <fieldset className="space-y-2">
          <legend className="mb-2 font-bold text-slate-900">お支払い方法</legend>
          {methods.map((method) => (
            <label
              key={method.id}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-200 bg-white px-3 py-2"
            >
              <input
                type="radio"
                name="paymentMethod"
                value={method.id}
                checked={paymentMethod === method.id}
                onChange={() => useCheckoutStore.getState().update({ paymentMethod: method.id })}
                className="size-5 accent-brand"
              />
              <span>
                {method.label}
                {method.id === 'onDelivery' && codFee !== null ? (
                  <span className="ml-2 text-sm text-slate-700">（手数料 {formatYen(codFee)}）</span>
                ) : null}
              </span>
            </label>
          ))}
        </fieldset>

        <TextField
          label="クーポンコード"
          name="coupon"
          autoComplete="off"
          value={state.couponCode}
          error={state.couponMessage || undefined}
          hint={
            state.coupon
              ? `クーポン「${state.coupon.code}」で ${formatYen(discount)} 割引されます`
              : undefined
          }
          onChange={(event) => useCheckoutStore.getState().update({ couponCode: event.target.value })}
        />

        {holdingPoint > 0 && paymentMethod !== 'point' ? (
          <TextField
            label="ご利用ポイント"
            name="pointUse"
            inputMode="numeric"
            suffix="pt"
            hint={`保有ポイント：${holdingPoint.toLocaleString('ja-JP')}pt（1pt＝1円）`}
            value={pointUse === 0 ? '' : String(pointUse)}
            onChange={(event) => {
              const requested = Number(event.target.value.replace(/[^\d]/g, ''));
              useCheckoutStore.getState().update({ pointUse: clampPointUse(requested, pointContext) });
            }}
          />
        ) : null}

        {paymentMethod === 'epsilon' && state.card ? (
          <p className="text-sm text-slate-700">
            入力済みのカード（{state.card.maskedCardNo}
            ）でお支払いいただけます。別のカードをご利用の場合は、下の欄にご入力ください。
          </p>
        ) : null}
        {paymentMethod === 'epsilon' ? (
          <CardFields
            values={card}
            errors={cardErrors}
            onChange={(name, value) => setCard((previous) => ({ ...previous, [name]: value }))}
          />
        ) : null}

        {result.ok ? (
          <CheckoutSummaryTable summary={result.summary} />
        ) : (
          <p role="alert" className="text-red-700">
            {result.message}
          </p>
        )}

        <div className="flex flex-wrap gap-3">
          <Button type="submit" pending={pending}>
            お届け先の入力へ進む
          </Button>
          <ButtonLink to={paths.cart.href()} variant="secondary">
            カートへ戻る
          </ButtonLink>
        </div>
      </form>
    </PageContainer>
  );
}

function focusFirstError(errors: CardFieldErrors) {
  const first = (['cardno', 'expire', 'securitycode', 'holdername'] as const).find((name) => errors[name]);
  if (!first) return;
  const input = document.querySelector<HTMLInputElement>(`input[name="${first}"]`);
  input?.scrollIntoView({ block: 'center' });
  input?.focus();
}
