import type { ReactNode } from 'react';
import { Toaster } from '../ui/toaster';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Header, page, footer and toasts: the frame every screen (and the error pages) shares. */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-3 focus:font-bold focus:text-brand focus:shadow"
      >
        本文へスキップ
      </a>
      <SiteHeader />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
      <Toaster />
    </div>
  );
}
