// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { syncHead } from './document-head';

function rendered(html: string): HTMLDivElement {
  const div = document.createElement('div');
  div.innerHTML = html;
  return div;
}

afterEach(() => {
  document.head.innerHTML = '';
  document.title = '';
});

describe('syncHead', () => {
  it('copies the title and updates the meta tags in place', () => {
    document.head.innerHTML =
      '<title>前のページ</title><meta name="description" content="前"><link rel="stylesheet" href="/sp/a.css">';
    syncHead(
      rendered('<title>お問い合わせ | シールラボ</title><meta name="description" content="ご質問はこちら">'),
    );
    expect(document.title).toBe('お問い合わせ | シールラボ');
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    const descriptions = document.head.querySelectorAll('meta[name="description"]');
    expect(descriptions).toHaveLength(1);
    expect(descriptions[0]?.getAttribute('content')).toBe('ご質問はこちら');
    // What the prerendered head had and the route does not render stays (the stylesheet).
    expect(document.head.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(1);
  });

  it('adds a meta tag or a stylesheet the head does not have yet, once', () => {
    document.head.innerHTML = '<link rel="stylesheet" href="/sp/a.css">';
    const route = rendered(
      '<meta property="og:title" content="シールラボ"><link rel="stylesheet" href="/sp/a.css"><link rel="stylesheet" href="/sp/b.css">',
    );
    syncHead(route);
    syncHead(route);
    expect(document.head.querySelectorAll('meta[property="og:title"]')).toHaveLength(1);
    expect(
      [...document.head.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute('href')),
    ).toEqual(['/sp/a.css', '/sp/b.css']);
  });

  it('leaves meta tags without a name alone and keeps the title when none is rendered', () => {
    document.head.innerHTML = '<title>シールラボ</title><meta charset="utf-8">';
    syncHead(rendered('<meta charset="utf-8">'));
    expect(document.title).toBe('シールラボ');
    expect(document.head.querySelectorAll('meta')).toHaveLength(1);
  });
});
