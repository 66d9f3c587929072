import { paths } from '../config/paths';
import { ButtonLink, PageContainer, PageHeader } from '../ui/page';

/** The 404 screen: the catch-all route and route errors with status 404 both show it. */
export function NotFoundContent() {
  return (
    <PageContainer>
      <PageHeader
        title="お探しのページが見つかりません"
        lead="ページは移動または削除された可能性があります。URLに誤りがないかご確認ください。"
      />
      <div className="flex flex-wrap gap-3">
        <ButtonLink to={paths.home.href()}>トップページへ戻る</ButtonLink>
        <ButtonLink to={paths.contact.href()} variant="secondary">
          お問い合わせ
        </ButtonLink>
      </div>
    </PageContainer>
  );
}

/** The 500 screen: anything unexpected, without the technical details. */
export function ServerErrorContent() {
  return (
    <PageContainer>
      <PageHeader
        title="申し訳ございません。エラーが発生しました"
        lead="ご不便をおかけしております。時間をおいて再度お試しいただくか、解決しない場合はお問い合わせください。"
      />
      <div className="flex flex-wrap gap-3">
        <ButtonLink to={paths.home.href()}>トップページへ戻る</ButtonLink>
        <ButtonLink to={paths.contact.href()} variant="secondary">
          お問い合わせ
        </ButtonLink>
      </div>
    </PageContainer>
  );
}

/** What the SPA fallback shows until the page's code has loaded. */
export function PageLoading() {
  return (
    <PageContainer>
      {/* A screen tall: the footer stays below the fold while the page's code loads (no CLS). */}
      <div className="min-h-svh">
        <p role="status" className="flex items-center gap-3 py-12 text-slate-700">
          <span
            aria-hidden
            className="size-5 animate-spin rounded-full border-2 border-slate-300 border-t-brand"
          />
          読み込み中です…
        </p>
      </div>
    </PageContainer>
  );
}
