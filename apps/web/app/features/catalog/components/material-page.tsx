import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { ButtonLink, PageContainer, PageHeader } from '../../../ui/page';

/** /materials/{name} while the products load: the page's frame, so nothing jumps when it arrives. */
export function MaterialLoading() {
  return (
    <PageContainer>
      {/* A screen tall, as the configurator always is: the footer stays below the fold (no CLS). */}
      <div
        role="status"
        aria-busy="true"
        aria-label="商品情報を読み込んでいます"
        className="min-h-svh space-y-3"
      >
        <div className="h-8 w-2/3 animate-pulse rounded bg-slate-200/80" />
        <div className="h-4 w-full animate-pulse rounded bg-slate-200/70" />
        <div className="h-4 w-5/6 animate-pulse rounded bg-slate-200/70" />
        <StepsLoading />
      </div>
    </PageContainer>
  );
}

function StepsLoading() {
  return (
    <>
      <div className="mt-6 h-40 animate-pulse rounded-2xl bg-slate-200/60" />
      <div className="h-40 animate-pulse rounded-2xl bg-slate-200/60" />
    </>
  );
}

/**
 * The products have arrived but the configurator's code has not: the material's name and
 * description show at once, in the configurator's own place and markup, so the page's largest text
 * is painted without waiting for the steps' code (the page's LCP, issue 17).
 */
export function MaterialStepsLoading({ intro }: { intro: ReactNode }) {
  return (
    <div className="mx-auto min-h-svh w-full max-w-3xl px-4 pt-4 lg:max-w-6xl">
      {intro}
      <div role="status" aria-busy="true" aria-label="仕様の選択肢を読み込んでいます" className="space-y-3">
        <StepsLoading />
      </div>
    </div>
  );
}

/**
 * An unknown material name, a product that cannot be configured here, or a list that could not
 * load: say so politely and lead back to the list (or to an estimate).
 */
export function MaterialUnavailable({ reason }: { reason: 'notFound' | 'notConfigurable' | 'loadFailed' }) {
  if (reason === 'notFound') {
    return (
      <PageContainer>
        <PageHeader
          title="お探しの素材が見つかりません"
          lead="この素材は現在お取り扱いがないか、URLが変更された可能性があります。お手数ですが、商品一覧からお選びください。"
        />
        <ButtonLink to={paths.products.href()}>商品一覧を見る</ButtonLink>
      </PageContainer>
    );
  }
  return (
    <PageContainer>
      <PageHeader
        title={
          reason === 'loadFailed'
            ? '商品情報を読み込めませんでした'
            : 'この商品は画面からご注文いただけません'
        }
        lead={
          reason === 'loadFailed'
            ? '通信状態をご確認のうえ、時間をおいて再度お試しください。'
            : 'お手数ですが、ご希望の仕様をお知らせください。担当者がお見積りいたします。'
        }
      />
      <div className="flex flex-wrap gap-3">
        <ButtonLink to={paths.products.href()}>商品一覧を見る</ButtonLink>
        <ButtonLink to={paths.requestEstimate.href()} variant="secondary">
          お見積りのご依頼
        </ButtonLink>
      </div>
      <p className="mt-4 text-sm text-slate-600">
        ご不明な点は
        <Link to={paths.contact.href()} className="font-bold text-brand underline underline-offset-2">
          お問い合わせ
        </Link>
        ください。
      </p>
    </PageContainer>
  );
}
