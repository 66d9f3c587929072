import { Link, useParams } from 'react-router';
import { formatDateTime, formatYen } from '@shop/domain/format';
import { couponStatusLabels, type CouponUse } from '@shop/domain/promotions';
import { Button } from '~/ui/form/button';
import { FormAlert } from '~/ui/form/form-alert';
import { errorMessageOf } from '~/ui/form/server-errors';
import { showToast } from '~/ui/toast-store';
import { adminPaths } from '@admin/config/paths';
import { DataTable, type Column } from '@admin/ui/data-table';
import { periodLabel, termsLabel, usesLabel } from '@admin/features/promotions/coupon-table';
import { useCoupon, usePauseCoupon } from '@admin/features/promotions/promotion-queries';

export function meta() {
  return [{ title: 'クーポンの詳細 | シールラボ 管理画面' }];
}

const section = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm';

const useColumns: readonly Column<CouponUse>[] = [
  {
    key: 'purchase',
    header: 'ご注文番号',
    cell: (use) => (
      <Link to={adminPaths.purchase(use.purchaseId)} className="font-mono text-brand underline">
        {use.purchaseId}
      </Link>
    ),
  },
  {
    key: 'member',
    header: '会員',
    cell: (use) => (
      <>
        {use.memberName}
        <span className="block text-slate-700">{use.memberEmail}</span>
      </>
    ),
  },
  { key: 'discount', header: '割引額', numeric: true, cell: (use) => formatYen(use.discount) },
  { key: 'usedAt', header: '利用日時', cell: (use) => formatDateTime(new Date(use.usedAt)) },
  {
    key: 'state',
    header: '状態',
    cell: (use) =>
      use.returnedAt ? `キャンセルで返却（${formatDateTime(new Date(use.returnedAt))}）` : '利用中',
  },
];

/** A coupon: its terms, pause or resume, and every use by order. */
export default function CouponPage() {
  const id = Number(useParams().id);
  const detail = useCoupon(id);
  const pause = usePauseCoupon(id);
  if (detail.isError)
    return <FormAlert message={errorMessageOf(detail.error, 'クーポンを読み込めませんでした')} />;
  if (!detail.data) return <p role="status">読み込み中…</p>;
  const { coupon, uses } = detail.data;
  const paused = coupon.status === 'paused';
  return (
    <div className="space-y-6">
      <p>
        <Link to={adminPaths.coupons} className="text-brand underline">
          クーポンの一覧へ戻る
        </Link>
      </p>
      <h1 className="text-2xl font-bold">
        クーポン <span className="font-mono">{coupon.code}</span>
      </h1>
      <section aria-labelledby="terms" className={section}>
        <h2 id="terms" className="font-bold">
          内容
        </h2>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="text-slate-700">状態</dt>
          <dd data-testid="coupon-status" className="font-bold">
            {couponStatusLabels[coupon.status]}
          </dd>
          <dt className="text-slate-700">割引</dt>
          <dd>{termsLabel(coupon)}</dd>
          <dt className="text-slate-700">期間</dt>
          <dd>{periodLabel(coupon)}</dd>
          <dt className="text-slate-700">利用回数</dt>
          <dd>{usesLabel(coupon)}</dd>
          <dt className="text-slate-700">作成日時</dt>
          <dd>{formatDateTime(new Date(coupon.createdAt))}</dd>
        </dl>
        <FormAlert message={pause.isError ? errorMessageOf(pause.error, '変更できませんでした') : null} />
        <Button
          className="mt-4"
          variant={paused ? 'primary' : 'danger'}
          pending={pause.isPending}
          onClick={() =>
            pause.mutate(!paused, {
              onSuccess: () =>
                showToast(paused ? 'クーポンを再開しました' : 'クーポンを停止しました', 'success'),
            })
          }
        >
          {paused ? 'クーポンを再開する' : 'クーポンを停止する'}
        </Button>
      </section>
      <section aria-labelledby="uses" className={section}>
        <h2 id="uses" className="mb-3 font-bold">
          利用されたご注文
        </h2>
        <DataTable
          caption="利用されたご注文の一覧"
          variant="plain"
          columns={useColumns}
          rows={uses}
          rowKey={(use) => `${use.purchaseId}-${use.usedAt}`}
          empty="まだ利用されていません。"
        />
      </section>
    </div>
  );
}
