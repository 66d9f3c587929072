import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import { createQueryClient } from '~/lib/query-client';
import { Toaster } from '~/ui/toaster';
import type { Route } from './+types/root';
import './app.css';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: `${import.meta.env.BASE_URL}favicon.svg`, type: 'image/svg+xml' },
];

export const meta: Route.MetaFunction = () => [
  { title: 'シールラボ 管理画面' },
  // The back office is for the shop's staff only: never in a search engine.
  { name: 'robots', content: 'noindex, nofollow' },
];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="ja">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="format-detection" content="telephone=no" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-slate-100">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
      <Toaster />
    </QueryClientProvider>
  );
}

export function HydrateFallback() {
  return (
    <p role="status" className="p-8 text-slate-700">
      読み込み中…
    </p>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="mx-auto max-w-xl p-8">
      <h1 className="text-xl font-bold">{notFound ? 'ページが見つかりません' : 'エラーが発生しました'}</h1>
      <p className="mt-3 text-slate-700">
        {notFound
          ? 'アドレスをご確認ください。'
          : '画面を再読み込みしてください。繰り返し起きる場合は、オーナーにお知らせください。'}
      </p>
      <a className="mt-6 inline-block text-brand underline" href={import.meta.env.BASE_URL}>
        管理画面のトップへ
      </a>
    </main>
  );
}
