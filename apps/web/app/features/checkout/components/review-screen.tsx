// /checkout/confirmation: the final review before ordering (特定商取引法 第12条の6, decision 0650).
// Everything the order binds the customer to is on this one screen: each item with its
// specification, quantity and price, when it ships and arrives, where it goes, how and when it is
// paid with every fee, the total, the cancellation conditions and the terms; then 注文を確定する,
// which sends the purchase (once per attempt, decision 0461).
import { useState, type ReactNode } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import {
  cancellationTerms,
  computeCheckout,
  deliveryTimeLabel,
  paymentMethodLabel,
  paymentTiming,
  returnTerms,
} from '@shop/domain/checkout';
import { formatYen } from '@shop/domain/format';
import { paths } from '../../../config/paths';
import { Button } from '../../../ui/form/button';
import { FormAlert } from '../../../ui/form/form-alert';
import { ButtonLink, PageContainer, PageHeader } from '../../../ui/page';
import { purchaseOnce } from '../purchase';
import { consentMessages, missingConsents } from '../shipment-options';
import { useCheckoutStore } from '../store';
import { CheckoutSummaryTable } from './checkout-summary-table';
import type { AddressOption } from './shipment-screen';

/** One item as the review states it. */
export interface ReviewLine {
  id: number;
  productName: string;
  /** The customer's own name for the item, or ''. */
  name: string;
  specification: readonly [string, string][];
  /** Pieces; null for an estimate, whose quantity is in its specification. */
  num: number | null;
  amount: number;
  /** 11月27日(金)発送, or null until the holidays have loaded. */
  shipping: string | null;
  arrival: string | null;
}

export interface ReviewScreenProps {
  lines: readonly ReviewLine[];
  /** The cart's items as the purchase call sends them. */
  items: Record<string, unknown>[];
  cartTotal: number;
  holdingPoint: number;
  sources: readonly AddressOption[];
  destinations: readonly AddressOption[];
  clearCart: () => void;
}

const linkClass = 'font-bold text-brand underline underline-offset-2';

export function ReviewScreen(props: ReviewScreenProps) {
  const navigate = useNavigate();
  const state = useCheckoutStore();
  const [pending, setPending] = useState(false);
  // Set with the cart's clearing, so the emptied cart does not send the member back to /cart.
  const [leaving, setLeaving] = useState(false);

  if (props.items.length === 0 && !leaving) return <Navigate to={paths.cart.href()} replace />;
  // Opened directly, or the consents undone: the shipment step asks for them first.
  if (missingConsents(state.consent).length > 0 && !leaving)
    return <Navigate to={paths.checkoutShipment.href()} replace />;

  const result = computeCheckout({
    cartTotal: props.cartTotal,
    discount: state.coupon?.discount ?? 0,
    holdingPoint: props.holdingPoint,
    pointUse: state.pointUse,
    paymentMethod: state.paymentMethod,
  });
  const cardMissing = state.paymentMethod === 'epsilon' && !state.card;
  const labelOf = (options: readonly AddressOption[], id: number) =>
    options.find((option) => option.id === id)?.label ?? options[0]?.label ?? '';

  async function placeOrder() {
    if (!result.ok || cardMissing) return;
    setPending(true);
    const outcome = await purchaseOnce(props.items, result.summary.totalAmount);
    if (outcome.kind === 'tds') {
      void navigate(paths.checkoutTds.href());
    } else if (outcome.kind === 'paypay') {
      // PayPay's own page (another site in production): the shop is left until PayPay sends the customer back.
      setLeaving(true);
      window.location.assign(outcome.redirect);
    } else if (outcome.kind === 'done') {
      setLeaving(true);
      props.clearCart();
      void navigate(paths.checkoutDone.href(outcome.purchaseId), { replace: true });
    } else if (outcome.methodRefused) {
      // Back to the payment step, which says why and asks for another method (decision 0826).
      void navigate(paths.checkoutPayment.href(), { replace: true });
    } else {
      void navigate(paths.checkoutError.href(), { replace: true });
    }
  }

  return (
    <PageContainer>
      <PageHeader
        title="ご注文内容の確認"
        lead="ご注文はまだ確定していません。内容をご確認のうえ、ページ下の「注文を確定する」を押してください。"
      />
      <div className="space-y-8">
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

        <Section
          title={`ご注文商品（${props.lines.length}点）`}
          change={paths.cart.href()}
          changeLabel="カートで変更"
        >
          <ul className="space-y-3">
            {props.lines.map((line) => (
              <li key={line.id}>
                <ReviewItem line={line} />
              </li>
            ))}
          </ul>
        </Section>

        <Section title="お届け先・発送元" change={paths.checkoutShipment.href()} changeLabel="お届け先を変更">
          <Facts
            facts={[
              ['お届け先', labelOf(props.destinations, state.destination)],
              ['発送元（ご依頼主）', labelOf(props.sources, state.source)],
              ['お届け時間帯', deliveryTimeLabel(state.deliveryTime)],
              ['仕上がりイメージの事前確認', state.priorConsent ? '希望する' : '希望しない'],
              ['制作事例への掲載', state.exampleUse ? '掲載してもよい' : '掲載しない'],
              ...(state.note.trim() ? ([['備考', state.note.trim()]] as [string, string][]) : []),
            ]}
          />
        </Section>

        <Section title="お支払い" change={paths.checkoutPayment.href()} changeLabel="お支払い方法を変更">
          <Facts
            facts={[
              [
                'お支払い方法',
                `${paymentMethodLabel(state.paymentMethod)}${
                  state.paymentMethod === 'epsilon' && state.card
                    ? `（${state.card.maskedCardNo}・一括払い）`
                    : ''
                }`,
              ],
              ['お支払い時期', paymentTiming[state.paymentMethod]],
              ...(state.coupon ? ([['クーポン', state.coupon.code]] as [string, string][]) : []),
            ]}
          />
          {result.ok ? (
            <div className="mt-3">
              <CheckoutSummaryTable summary={result.summary} />
              <p className="mt-2 text-sm text-slate-700">
                金額はすべて税込です。送料は無料です。
                {result.summary.codFee > 0 ? '代金引換手数料を含みます。' : ''}
              </p>
            </div>
          ) : null}
        </Section>

        <section
          aria-labelledby="review-terms"
          className="space-y-2 rounded-xl border border-slate-200 bg-white p-4"
        >
          <h2 id="review-terms" className="font-bold text-slate-900">
            キャンセル・返品について
          </h2>
          {cancellationTerms.map((paragraph) => (
            <p key={paragraph} className="text-sm text-slate-800">
              {paragraph}
            </p>
          ))}
          <p className="text-sm text-slate-800">{returnTerms}</p>
          <p className="text-sm text-slate-800">
            ご注文には
            <Link to={paths.terms.href()} className={linkClass}>
              利用規約
            </Link>
            が適用されます。販売条件は
            <Link to={paths.tokushoho.href()} className={linkClass}>
              特定商取引法に基づく表記
            </Link>
            をご覧ください。
          </p>
        </section>

        <div className="space-y-3">
          <p className="font-bold text-slate-900">
            「注文を確定する」を押すと、ご注文が確定します
            {state.paymentMethod === 'epsilon' ? '（カード会社の本人認証に進む場合があります）' : ''}。
          </p>
          <div className="flex flex-wrap gap-3">
            <Button
              type="button"
              onClick={() => void placeOrder()}
              pending={pending}
              pendingLabel="注文を確定しています…"
              disabled={!result.ok || cardMissing}
            >
              注文を確定する
            </Button>
            <ButtonLink to={paths.checkoutShipment.href()} variant="secondary">
              お届け先の指定へ戻る
            </ButtonLink>
          </div>
        </div>
      </div>
    </PageContainer>
  );
}

function Section({
  title,
  change,
  changeLabel,
  children,
}: {
  title: string;
  change: string;
  changeLabel: string;
  children: ReactNode;
}) {
  const id = `review-${change.replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="space-y-3">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={id} className="text-lg font-bold text-slate-900">
          {title}
        </h2>
        <Link to={change} className={`${linkClass} text-sm`}>
          {changeLabel}
        </Link>
      </div>
      {children}
    </section>
  );
}

function Facts({ facts }: { facts: readonly [string, string][] }) {
  return (
    // Label above value: addresses and notes are long, and a phone is narrow.
    <dl className="space-y-2 rounded-xl border border-slate-200 bg-white p-4">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt className="text-xs text-slate-600">{label}</dt>
          <dd className="break-words whitespace-pre-wrap text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function ReviewItem({ line }: { line: ReviewLine }) {
  const facts: [string, string][] = [...line.specification];
  if (line.num !== null) facts.push(['枚数', `${line.num.toLocaleString('ja-JP')}枚`]);
  if (line.shipping) facts.push(['発送予定日', line.shipping]);
  if (line.arrival) facts.push(['お届け予定', line.arrival]);
  return (
    <article
      aria-label={line.productName}
      className="space-y-2 rounded-xl border border-slate-200 bg-white p-4"
      data-testid="review-item"
    >
      <h3 className="font-bold text-slate-900">
        {line.productName}
        {line.name ? <span className="ml-1 font-normal text-slate-700">「{line.name}」</span> : null}
      </h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="flex items-baseline justify-between border-t border-slate-100 pt-2">
        <span className="text-sm text-slate-700">金額（税込）</span>
        <span className="text-lg font-bold text-slate-900">{formatYen(line.amount)}</span>
      </p>
    </article>
  );
}
