import { FormAlert } from '~/ui/form/form-alert';
import { errorMessageOf } from '~/ui/form/server-errors';
import { CouponForm } from '@admin/features/promotions/coupon-form';
import { CouponTable } from '@admin/features/promotions/coupon-table';
import { useCoupons } from '@admin/features/promotions/promotion-queries';

export function meta() {
  return [{ title: 'クーポン | シールラボ 管理画面' }];
}

const panel = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm';

/** Coupons (issue 20 point 5): make one; each with its state and uses. */
export default function CouponsPage() {
  const list = useCoupons();
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">クーポン</h1>
      <section aria-labelledby="new-coupon" className={panel}>
        <h2 id="new-coupon" className="mb-3 text-lg font-bold">
          クーポンを作る
        </h2>
        <CouponForm />
      </section>
      <section aria-labelledby="coupon-list" className="space-y-3">
        <h2 id="coupon-list" className="text-lg font-bold">
          クーポンの一覧
        </h2>
        {list.isError ? (
          <FormAlert message={errorMessageOf(list.error, 'クーポンを読み込めませんでした')} />
        ) : null}
        {list.data ? (
          <CouponTable coupons={list.data.coupons} />
        ) : list.isPending ? (
          <p role="status">読み込み中…</p>
        ) : null}
      </section>
    </div>
  );
}
