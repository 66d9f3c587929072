import type { ReactNode } from 'react';

/**
 * The page's <html> element. Prerendering (real React) writes it; in the browser the app runs on
 * preact/compat (decision 0206), which hydrates into document.documentElement itself, so there
 * the element must not be rendered again: its children (head and body) are hydrated in place.
 */
export function DocumentElement({ lang, children }: { lang: string; children: ReactNode }) {
  if (import.meta.env.SSR) return <html lang={lang}>{children}</html>;
  return <>{children}</>;
}
