import { PointsForm } from '@admin/features/promotions/points-form';

export function meta() {
  return [{ title: 'ポイント | シールラボ 管理画面' }];
}

/** Points (issue 20 point 5): grant or take a member's points with a reason. */
export default function PointsPage() {
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">ポイント</h1>
      <section aria-labelledby="adjust" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="adjust" className="mb-1 text-lg font-bold">
          ポイントを付与・取り消す
        </h2>
        <p className="mb-4 text-sm text-slate-700">
          取り消しは会員の保有ポイントまでです。操作は操作履歴に残ります。
        </p>
        <PointsForm />
      </section>
    </div>
  );
}
