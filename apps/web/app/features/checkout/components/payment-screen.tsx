// /checkout/payment (spec points 3 and 4): payment method, coupon, card and points, with the total
// recomputed by the domain on every change. The form is drawn at once, in the prerendered page too
// (decision 0675): only the points and the amounts wait for the cart and the member's data.
import { paths } from '../../../config/paths';
import { Button } from '../../../ui/form/button';
import { FormAlert } from '../../../ui/form/form-alert';
import { LoadingPlaceholder } from '../../../ui/loading-placeholder';
import { ButtonLink, PageContainer, PageHeader } from '../../../ui/page';
import {
  offeredPaymentMethods,
  paymentChoice,
  shownPaymentMethod,
  type PaymentChoice,
} from '../payment-choice';
import { useCheckoutStore } from '../store';
import { useCouponCheck } from '../use-coupon-check';
import { useEnabledPaymentMethods } from '../use-enabled-payment-methods';
import { usePaymentStep } from '../use-payment-step';
import { useInvoiceCredit } from '../use-invoice-credit';
import { CardFields } from './card-fields';
import { CheckoutSummaryTable } from './checkout-summary-table';
import { CouponField } from './coupon-field';
import { PaymentMethodFields } from './payment-method-fields';
import { PointUseField } from './point-use-field';
import { SatinNotice } from './satin-notice';

export interface PaymentScreenProps {
  /** The cart once read from the phone's storage; null before (the prerendered page). */
  cart: { total: number; itemCount: number } | null;
  /** The member's points once their data has answered; null before. */
  holdingPoint: number | null;
  /** The satin fast-delivery notice lines when the cart needs it (spec point 9). */
  satinNotice: readonly string[] | null;
}

export function PaymentScreen({ cart, holdingPoint, satinNotice }: PaymentScreenProps) {
  if (cart?.itemCount === 0) {
    return (
      <PageContainer>
        <PageHeader title="お支払い方法の選択" lead="カートに商品がありません。" />
        <ButtonLink to={paths.cart.href()}>カートへ戻る</ButtonLink>
      </PageContainer>
    );
  }
  return (
    <PageContainer>
      <PageHeader title="お支払い方法の選択" />
      {satinNotice ? <SatinNotice lines={satinNotice} /> : null}
      <PaymentForm cartTotal={cart?.total ?? null} holdingPoint={holdingPoint} />
    </PageContainer>
  );
}

function PaymentForm({ cartTotal, holdingPoint }: { cartTotal: number | null; holdingPoint: number | null }) {
  const state = useCheckoutStore();
  const step = usePaymentStep();
  const enabled = useEnabledPaymentMethods();
  useCouponCheck(cartTotal ?? 0);
  const everything =
    cartTotal !== null && holdingPoint !== null
      ? paymentChoice(state, cartTotal, holdingPoint, enabled)
      : null;
  // 掛け払い stays listed, but can be chosen only with an approved line the order fits (0835).
  // Asked once the member's data has answered: a visitor not yet logged in is never asked.
  const credit = useInvoiceCredit(
    enabled.includes('gmokb') && holdingPoint !== null,
    orderAmount(everything),
  );
  const selectable = credit.selectable ? enabled : enabled.filter((id) => id !== 'gmokb');
  const choice =
    cartTotal !== null && holdingPoint !== null
      ? paymentChoice(state, cartTotal, holdingPoint, selectable)
      : null;
  const paymentMethod = choice?.paymentMethod ?? shownPaymentMethod(state.paymentMethod, false, selectable);

  return (
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
        if (choice) void step.next(choice);
      }}
    >
      {step.alert ? <FormAlert>{step.alert}</FormAlert> : null}
      {state.methodRefusal ? <FormAlert>{state.methodRefusal}</FormAlert> : null}
      <PaymentMethodFields
        methods={everything?.methods ?? offeredPaymentMethods(false, enabled)}
        value={paymentMethod}
        invoiceCredit={credit}
        codFee={choice?.codFee}
        onChange={(method) => state.update({ paymentMethod: method })}
      />
      <CouponField discount={choice?.discount ?? 0} />
      {paymentMethod === 'epsilon' && state.card ? (
        <p className="text-sm text-slate-700">
          入力済みのカード（{state.card.maskedCardNo}
          ）でお支払いいただけます。別のカードをご利用の場合は、下の欄にご入力ください。
        </p>
      ) : null}
      {paymentMethod === 'epsilon' ? (
        <CardFields values={step.card} errors={step.cardErrors} onChange={step.setCardField} />
      ) : null}
      {choice ? <PointsAndTotal choice={choice} /> : <TotalPending />}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" pending={step.pending} disabled={!choice}>
          お届け先の入力へ進む
        </Button>
        <ButtonLink to={paths.cart.href()} variant="secondary">
          カートへ戻る
        </ButtonLink>
      </div>
    </form>
  );
}

/** The points line (for a member who holds points) and the amounts, once both are known. */
function PointsAndTotal({ choice }: { choice: PaymentChoice }) {
  const { pointContext, paymentMethod, result } = choice;
  return (
    <>
      {pointContext.holdingPoint > 0 && paymentMethod !== 'point' ? (
        <PointUseField pointUse={choice.pointUse} pointContext={pointContext} />
      ) : null}
      {result.ok ? (
        <CheckoutSummaryTable summary={result.summary} />
      ) : (
        <p role="alert" className="text-red-700">
          {result.message}
        </p>
      )}
    </>
  );
}

/** What the order comes to, as the limit is compared with it; null until known. */
function orderAmount(choice: PaymentChoice | null): number | null {
  return choice?.result.ok ? choice.result.summary.totalAmount : null;
}

function TotalPending() {
  return <LoadingPlaceholder label="お支払い金額を計算しています" className="h-28 rounded-xl" />;
}
