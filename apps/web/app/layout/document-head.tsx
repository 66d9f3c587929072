import { useLayoutEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Links, Meta } from 'react-router';

/**
 * The page's <head>. Prerendering (real React) writes it whole. In the browser the app runs on
 * preact/compat (decision 0206), which cannot hydrate React's head: React hoists every <link> the
 * page renders (the module preloads of <Scripts/>) into <head>, Preact does not, so Preact would
 * pair the stylesheet with a preload and remove the rest, leaving the page without its CSS. So in
 * the browser the prerendered <head> is kept as it is (an empty innerHTML is never written while
 * hydrating, nor again after) and <HeadSync/> keeps its title and meta up to date on navigation.
 */
export function DocumentHead({ children }: { children: ReactNode }) {
  if (import.meta.env.SSR) {
    return (
      <head>
        {children}
        <Meta />
        <Links />
      </head>
    );
  }
  return <head dangerouslySetInnerHTML={{ __html: '' }} />;
}

function cssEscape(value: string): string {
  return value.replace(/["\\]/g, '\\$&');
}

/** Copies the title, the meta tags and any new stylesheet rendered into `from` to document.head. */
export function syncHead(from: ParentNode, head: HTMLHeadElement = document.head): void {
  const title = from.querySelector('title');
  if (title) head.ownerDocument.title = title.textContent ?? '';
  for (const meta of from.querySelectorAll('meta')) {
    const key = meta.getAttribute('name') ? 'name' : meta.getAttribute('property') ? 'property' : null;
    if (!key) continue;
    const selector = `meta[${key}="${cssEscape(meta.getAttribute(key) ?? '')}"]`;
    const existing = head.querySelector(selector);
    if (existing) existing.setAttribute('content', meta.getAttribute('content') ?? '');
    else head.append(meta.cloneNode());
  }
  for (const link of from.querySelectorAll('link[rel="stylesheet"]')) {
    const href = link.getAttribute('href') ?? '';
    if (!head.querySelector(`link[rel="stylesheet"][href="${cssEscape(href)}"]`))
      head.append(link.cloneNode());
  }
}

/**
 * Browser only: renders React Router's <Meta/> and <Links/> for the current route into a detached
 * element and copies them into the real <head> whenever they change (see DocumentHead): on
 * navigation, and when a page's code or data arrives after the first render.
 */
export function HeadSync() {
  const [detached] = useState(() => (typeof document === 'undefined' ? null : document.createElement('div')));
  useLayoutEffect(() => {
    if (!detached) return;
    syncHead(detached);
    const observer = new MutationObserver(() => syncHead(detached));
    observer.observe(detached, { subtree: true, childList: true, characterData: true, attributes: true });
    return () => observer.disconnect();
  }, [detached]);
  if (import.meta.env.SSR || !detached) return null;
  return createPortal(
    <>
      <Meta />
      <Links />
    </>,
    detached,
  );
}
