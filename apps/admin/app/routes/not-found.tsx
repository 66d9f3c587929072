import { Link } from 'react-router';
import { adminPaths } from '@admin/config/paths';

export function meta() {
  return [{ title: 'ページが見つかりません | シールラボ 管理画面' }];
}

export default function NotFoundPage() {
  return (
    <main className="mx-auto max-w-xl p-8">
      <h1 className="text-xl font-bold">ページが見つかりません</h1>
      <p className="mt-3 text-slate-700">アドレスをご確認ください。</p>
      <Link className="mt-6 inline-block text-brand underline" to={adminPaths.today}>
        管理画面のトップへ
      </Link>
    </main>
  );
}
