import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import type { Route } from './+types/root';
import './app.css';
import { pageMeta, site } from './config/site';
import { AppShell } from './layout/app-shell';
import { ChunkErrorContent, ChunkErrorRecovery } from './layout/chunk-error-page';
import { NotFoundContent, PageLoading, ServerErrorContent } from './layout/error-pages';
import { StartupData, startupApiPaths } from './layout/startup-data';
import { API_BASE } from './lib/api-client';
import { startTagManager } from './lib/analytics';
import { installChunkRecovery, isChunkLoadError, useChunkFailure } from './lib/chunk-recovery';
import { createQueryClient } from './lib/query-client';
import { useBackgroundWork } from './lib/use-background-work';

// Before hydration starts: React Router may already fail to load the first page's code
// (decision 0503). Not in dev, where React Router shows the error for the developer instead.
if (import.meta.env.PROD && typeof window !== 'undefined') installChunkRecovery();

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: `${import.meta.env.BASE_URL}favicon.svg`, type: 'image/svg+xml' },
  // Every page loads these on start (StartupData); asking from the HTML lets them arrive beside
  // the code instead of after it (decision 0534). crossOrigin "anonymous" gives the credentials
  // mode of the API client's fetch, so the browser hands it the preloaded answer.
  ...startupApiPaths.map((apiPath) => ({
    rel: 'preload',
    href: `${API_BASE}${apiPath}`,
    as: 'fetch',
    crossOrigin: 'anonymous' as const,
  })),
];

function isNotFound(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 404;
}

export const meta: Route.MetaFunction = ({ error }) => {
  if (error) {
    return pageMeta(isNotFound(error) ? 'お探しのページが見つかりません' : 'エラーが発生しました');
  }
  return pageMeta();
};

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="ja">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content={site.themeColor} />
        {/* Order numbers and prices are not phone numbers. */}
        <meta name="format-detection" content="telephone=no" />
        <Meta />
        <Links />
      </head>
      <body>
        <AppShell>{children}</AppShell>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // One client per page load (not per module) so that prerendering never shares a cache.
  const [queryClient] = useState(createQueryClient);
  // The tag manager (only when GTM_ID is configured) loads on every page, after first paint.
  useEffect(() => startTagManager(), []);
  // Service worker and route prefetching, after hydration (decisions 0502, 0504).
  useBackgroundWork();
  const chunkFailure = useChunkFailure();
  return (
    <QueryClientProvider client={queryClient}>
      <StartupData />
      {chunkFailure ? <ChunkErrorContent href={chunkFailure} /> : <Outlet />}
    </QueryClientProvider>
  );
}

/** Shown by the SPA fallback HTML until the page's code has loaded. */
export function HydrateFallback() {
  const chunkFailure = useChunkFailure();
  return chunkFailure ? <ChunkErrorContent href={chunkFailure} /> : <PageLoading />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isNotFound(error)) return <NotFoundContent />;
  // A page's code failed to load (a new version was deployed, or the network dropped): decision 0503.
  if (isChunkLoadError(error)) return <ChunkErrorRecovery />;
  // Unexpected: keep the details for the developer console, never on screen.
  console.error(error);
  return <ServerErrorContent />;
}
