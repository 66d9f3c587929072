// /checkout/shipment (spec points 3 and 4): sender and destination from the address book (or the
// member's own address), delivery time, note, example use, prior consent and the four consents,
// then the final review (/checkout/confirmation, decision 0650), where the order is placed.
import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { computeCheckout, paymentMethodLabel } from '@shop/domain/checkout';
import { paths } from '../../../config/paths';
import { Button } from '../../../ui/form/button';
import { FormAlert } from '../../../ui/form/form-alert';
import { ButtonLink, PageContainer, PageHeader } from '../../../ui/page';
import { CONSENTS, DELIVERY_TIME_OPTIONS, consentMessages, missingConsents } from '../shipment-options';
import { useCheckoutStore, type DeliveryTimeId } from '../store';
import { CheckoutSummaryTable } from './checkout-summary-table';

export interface AddressOption {
  /** 0: the member's registered address. */
  id: number;
  label: string;
}

export interface ShipmentScreenProps {
  cartTotal: number;
  holdingPoint: number;
  itemCount: number;
  sources: readonly AddressOption[];
  destinations: readonly AddressOption[];
}

const selectClass =
  'min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900';

export function ShipmentScreen(props: ShipmentScreenProps) {
  const navigate = useNavigate();
  const state = useCheckoutStore();
  const [consentError, setConsentError] = useState(false);

  if (props.itemCount === 0) return <Navigate to={paths.cart.href()} replace />;

  const result = computeCheckout({
    cartTotal: props.cartTotal,
    discount: state.coupon?.discount ?? 0,
    holdingPoint: props.holdingPoint,
    pointUse: state.pointUse,
    paymentMethod: state.paymentMethod,
  });
  const cardMissing = state.paymentMethod === 'epsilon' && !state.card;
  const missing = missingConsents(state.consent);
  const update = useCheckoutStore.getState().update;

  function next() {
    if (missing.length > 0) {
      setConsentError(true);
      document.getElementById(`consent-${missing[0] ?? ''}`)?.focus();
      return;
    }
    if (!result.ok || cardMissing) return;
    void navigate(paths.checkoutConfirmation.href());
  }

  return (
    <PageContainer>
      <PageHeader title="お届け先・発送元の指定" />
      <form
        noValidate
        className="space-y-6"
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.target as HTMLElement).tagName === 'INPUT')
            event.preventDefault();
        }}
        onSubmit={(event) => {
          event.preventDefault();
          next();
        }}
      >
        {!result.ok ? <FormAlert message={result.message} /> : null}
        {cardMissing ? (
          <FormAlert message={consentMessages.cardMissing}>
            <p className="mt-2">
              <ButtonLink to={paths.checkoutPayment.href()} variant="secondary">
                お支払い方法の選択へ戻る
              </ButtonLink>
            </p>
          </FormAlert>
        ) : null}

        <AddressSelect
          id="source"
          label="発送元（ご依頼主）"
          options={props.sources}
          value={state.source}
          onChange={(source) => update({ source })}
        />
        <AddressSelect
          id="destination"
          label="お届け先"
          options={props.destinations}
          value={state.destination}
          onChange={(destination) => update({ destination })}
        />
        <p className="text-sm text-slate-700">
          新しいご住所は
          <Link className="text-brand underline" to={paths.mypageShipment.href()}>
            マイページのお届け先管理
          </Link>
          から登録できます。
        </p>

        <div className="space-y-1">
          <label htmlFor="deliveryTime" className="font-bold text-slate-900">
            お届け時間帯
          </label>
          <select
            id="deliveryTime"
            className={selectClass}
            value={state.deliveryTime}
            onChange={(event) => update({ deliveryTime: event.target.value as DeliveryTimeId })}
          >
            {DELIVERY_TIME_OPTIONS.map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </select>
        </div>

        <div className="space-y-1">
          <label htmlFor="note" className="font-bold text-slate-900">
            備考 <span className="text-sm font-normal text-slate-700">（任意・1000文字まで）</span>
          </label>
          <textarea
            id="note"
            rows={4}
            maxLength={1000}
            className={selectClass}
            value={state.note}
            onChange={(event) => update({ note: event.target.value })}
          />
        </div>

        <fieldset className="space-y-2 rounded-xl border border-slate-200 bg-white p-4">
          <legend className="px-1 font-bold text-slate-900">ご確認事項</legend>
          <Check
            id="exampleUse"
            checked={state.exampleUse}
            onChange={(exampleUse) => update({ exampleUse })}
            label="制作事例として掲載してもかまいません"
          />
          <Check
            id="priorConsent"
            checked={state.priorConsent}
            onChange={(priorConsent) => update({ priorConsent })}
            label="印刷前に仕上がりイメージを確認したい（事前承認）"
          />
          {CONSENTS.map((consent) => (
            <Check
              key={consent.key}
              id={`consent-${consent.key}`}
              checked={state.consent[consent.key]}
              required={consent.required}
              error={consentError && missing.includes(consent.key) ? consentMessages.required : undefined}
              onChange={(checked) => update({ consent: { ...state.consent, [consent.key]: checked } })}
              label={consent.label}
            />
          ))}
        </fieldset>

        <section className="space-y-2">
          <h2 className="font-bold text-slate-900">お支払い</h2>
          <p>
            {paymentMethodLabel(state.paymentMethod)}
            {state.card ? `（${state.card.maskedCardNo}）` : ''}
          </p>
          {result.ok ? <CheckoutSummaryTable summary={result.summary} /> : null}
        </section>

        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={!result.ok || cardMissing}>
            ご注文内容の確認へ進む
          </Button>
          <ButtonLink to={paths.checkoutPayment.href()} variant="secondary">
            お支払い方法の選択へ戻る
          </ButtonLink>
        </div>
      </form>
    </PageContainer>
  );
}

function AddressSelect({
  id,
  label,
  options,
  value,
  onChange,
}: {
  id: string;
  label: string;
  options: readonly AddressOption[];
  value: number;
  onChange: (value: number) => void;
}) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="font-bold text-slate-900">
        {label}
      </label>
      <select
        id={id}
        className={selectClass}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function Check({
  id,
  label,
  checked,
  onChange,
  required = false,
  error,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  required?: boolean;
  error?: string | undefined;
}) {
  return (
    <div>
      <label htmlFor={id} className="flex min-h-11 cursor-pointer items-start gap-3 py-1">
        <input
          id={id}
          type="checkbox"
          className="mt-1 size-5 shrink-0 accent-brand"
          checked={checked}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>
          {label}
          {required ? <span className="ml-2 rounded bg-red-700 px-1.5 text-xs text-white">必須</span> : null}
        </span>
      </label>
      {error ? (
        <p id={`${id}-error`} role="alert" className="ml-8 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
