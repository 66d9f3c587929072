import { useEffect } from 'react';
import { Link } from 'react-router';
import { paths } from '~/config/paths';
import { pageMeta } from '~/config/site';
import { ProductList } from '~/features/catalog/components/product-list';
import { resetCurrentItem } from '~/features/configurator/store';
import { NewsList } from '~/features/info/components/news-list';
import { ChevronRightIcon } from '~/ui/icons';
import { PageContainer } from '~/ui/page';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = () => pageMeta('オリジナルステッカー・シール印刷の通販');

/** The other ways in besides the material: a use, or a sample work to start from. */
const browseLinks = [
  { href: paths.purposes.href(), title: '用途から選ぶ' },
  { href: paths.gallery.href(), title: '制作例から選ぶ' },
] as const;

const requestLinks = [
  {
    href: paths.requestSample.href(),
    title: '無料サンプルのお申し込み',
    text: '素材の手触りや仕上がりを、お手元でお確かめいただけます。',
  },
  {
    href: paths.requestEstimate.href(),
    title: 'お見積りのご依頼',
    text: '特殊な加工や大量のご注文は、担当者がお見積りいたします。',
  },
] as const;

function LinkCards({ links }: { links: readonly { href: string; title: string; text: string }[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {links.map((link) => (
        <li key={link.href}>
          <Link
            to={link.href}
            className="flex min-h-20 items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand"
          >
            <span className="flex-1">
              <span className="block font-bold text-slate-900">{link.title}</span>
              <span className="mt-0.5 block text-sm text-slate-600">{link.text}</span>
            </span>
            <ChevronRightIcon className="shrink-0 text-slate-400" />
          </Link>
        </li>
      ))}
    </ul>
  );
}

export default function HomeRoute() {
  // Spec point 2: the current item is initialised on the home page.
  useEffect(resetCurrentItem, []);
  return (
    <>
      <section className="bg-gradient-to-b from-brand-soft to-slate-50">
        <div className="mx-auto max-w-3xl px-4 pt-8 pb-6">
          <h1 className="text-2xl leading-snug font-bold tracking-wide text-balance text-slate-900 [word-break:auto-phrase]">
            オリジナルステッカー・
            <wbr />
            シール印刷
          </h1>
          <p className="mt-3 leading-relaxed text-slate-700">
            素材を選んで、サイズと枚数を入れるだけ。価格はその場で表示されます。商品ラベルからノベルティまで、ご用途に合わせてお作りします。
          </p>
          <nav aria-label="探し方" className="mt-5 grid grid-cols-2 gap-2">
            {browseLinks.map((link) => (
              <Link
                key={link.href}
                to={link.href}
                className="flex min-h-12 items-center justify-center gap-1 rounded-xl border border-brand/30 bg-white px-3 text-center text-sm font-bold text-brand shadow-sm hover:border-brand"
              >
                {link.title}
                <ChevronRightIcon width={16} height={16} className="shrink-0" />
              </Link>
            ))}
          </nav>
        </div>
      </section>
      <PageContainer>
        <section aria-labelledby="home-products">
          <h2 id="home-products" className="mb-3 text-lg font-bold text-slate-900">
            素材から選ぶ
          </h2>
          <ProductList headingLevel={3} />
        </section>

        <section aria-labelledby="home-requests" className="mt-10">
          <h2 id="home-requests" className="mb-3 text-lg font-bold text-slate-900">
            ご注文の前に
          </h2>
          <LinkCards links={requestLinks} />
        </section>

        <section aria-labelledby="home-news" className="mt-10">
          <h2 id="home-news" className="mb-3 text-lg font-bold text-slate-900">
            お知らせ
          </h2>
          <NewsList />
        </section>
      </PageContainer>
    </>
  );
}
