import { useEffect } from 'react';
import { recoverFromChunkFailure, useChunkFailure } from '../lib/chunk-recovery';
import { PageContainer, PageHeader } from '../ui/page';
import { PageLoading } from './error-pages';

const buttonClass = 'inline-flex min-h-11 items-center justify-center rounded-lg px-5 py-2 font-bold';

/**
 * The page's code could not be loaded and the one automatic retry is spent (decision 0503). Both
 * actions are full page loads, not router navigations: the router's own code may be what failed.
 */
export function ChunkErrorContent({ href }: { href: string }) {
  return (
    <PageContainer>
      <PageHeader
        title="ページを読み込めませんでした"
        lead="通信が不安定になっているか、サイトが更新された可能性があります。お手数ですが、再読み込みしてください。"
      />
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          onClick={() => window.location.assign(href)}
          className={`${buttonClass} bg-brand text-white hover:bg-brand-dark`}
        >
          再読み込み
        </button>
        <a
          href={import.meta.env.BASE_URL}
          className={`${buttonClass} border border-slate-300 bg-white text-slate-900 hover:bg-slate-50`}
        >
          トップページへ戻る
        </a>
      </div>
    </PageContainer>
  );
}

/** For an ErrorBoundary that caught a failed import: one full navigation, then the error page. */
export function ChunkErrorRecovery() {
  const failedHref = useChunkFailure();
  useEffect(() => {
    recoverFromChunkFailure(window.location.href);
  }, []);
  return failedHref ? <ChunkErrorContent href={failedHref} /> : <PageLoading />;
}
