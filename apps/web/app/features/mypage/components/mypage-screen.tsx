// /mypage (members only): points, orders on their way, estimates, and the links to the rest.
import { artworkPrompt } from '@shop/domain/orders';
import type { CurrentItem } from '@shop/domain/configurator';
import { Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { ChevronRightIcon } from '../../../ui/icons';
import { FormAlert } from '../../../ui/form/form-alert';
import { lazyWithPreload } from '../../../lib/lazy-with-preload';
import { LoadingPlaceholder } from '../../../ui/loading-placeholder';
import { PageContainer, PageHeader } from '../../../ui/page';
import { useActiveOrders } from '../api/queries';
import { dateLabel } from '../format';
import { EstimatesSection } from './estimates-section';
import { PointsSection } from './points-section';
import { StatusBadge } from './status-badge';

// 掛け払い's line and its application form load apart from My page's first view (decision 0564).
const creditLineSection = lazyWithPreload(() =>
  import('./credit-line-section').then((module) => module.CreditLineSection),
);

const mypageLinks = [
  { label: 'ご注文履歴', href: paths.mypageHistories.href() },
  { label: '会員情報の変更', href: paths.mypageAccount.href() },
  { label: '発送元・お届け先の管理', href: paths.mypageShipment.href() },
] as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-6">
      <h2 className="mb-3 border-l-4 border-brand pl-3 text-lg font-bold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

/** The sentence under an order's badge, from the same status (decision 0654). */
function ArtworkPrompt({ status }: { status: number }) {
  const prompt = artworkPrompt(status);
  if (!prompt) return null;
  const tone = prompt.tone === 'request' ? 'font-bold text-amber-900' : 'text-slate-700';
  return <p className={`mt-1 text-sm ${tone}`}>{prompt.text}</p>;
}

function ActiveOrders() {
  const query = useActiveOrders();
  if (query.isPending) return <p role="status">読み込んでいます…</p>;
  if (query.isError) return <FormAlert message={query.error.message} />;
  if (query.data.length === 0) {
    return (
      <p className="rounded-xl border border-slate-200 bg-white p-4 text-slate-700">
        進行中のご注文はありません。
      </p>
    );
  }
  return (
    <ul className="space-y-3">
      {query.data.map((order) => (
        <li key={order.orderId}>
          <Link
            to={paths.mypageHistory.href(order.purchaseId)}
            className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:bg-slate-50"
          >
            <div className="min-w-0 flex-1">
              <p className="font-bold text-slate-900">{order.specification.productName}</p>
              <p className="text-sm text-slate-600">
                <span className="font-mono">{order.orderId}</span>
                {'\u3000'}
                {order.specification.sizeLabel}・{order.specification.quantityLabel}
              </p>
              <p className="text-sm text-slate-700">発送予定日：{dateLabel(order.shippingDate)}</p>
              <div className="mt-1">
                <StatusBadge status={order.status} label={order.statusLabel} />
              </div>
              <ArtworkPrompt status={order.status} />
            </div>
            <ChevronRightIcon width={18} height={18} className="shrink-0 text-slate-400" />
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function MypageScreen({
  addToCart,
  notice,
}: {
  addToCart: (item: CurrentItem) => void;
  /** What the member must see first (the e-mail proof), composed by the route. */
  notice?: ReactNode;
}) {
  return (
    <PageContainer>
      <PageHeader title="マイページ" />
      {notice}
      <Section title="ポイント">
        <PointsSection />
      </Section>
      <Section title="進行中のご注文">
        <ActiveOrders />
      </Section>
      <Section title="お見積り">
        <EstimatesSection addToCart={addToCart} />
      </Section>
      <Section title="掛け払い（請求書払い）">
        <Suspense fallback={<LoadingPlaceholder label="読み込んでいます" className="h-24 rounded-xl" />}>
          <creditLineSection.Component />
        </Suspense>
      </Section>
      <Section title="メニュー">
        <ul className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white">
          {mypageLinks.map((link) => (
            <li key={link.href}>
              <Link
                to={link.href}
                className="flex min-h-12 items-center justify-between px-4 py-3 hover:bg-slate-50"
              >
                {link.label}
                <ChevronRightIcon width={18} height={18} className="text-slate-400" />
              </Link>
            </li>
          ))}
        </ul>
      </Section>
    </PageContainer>
  );
}
