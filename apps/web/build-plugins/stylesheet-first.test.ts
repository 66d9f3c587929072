// Decision 0566: the stylesheet the first paint waits for is asked for before the preloads.
import { describe, expect, it } from 'vitest';
import { stylesheetsFirst } from './stylesheet-first';

const head = (inner: string) =>
  `<!DOCTYPE html><html lang="ja"><head>${inner}</head><body><p>本文</p></body></html>`;
const viewport = '<meta name="viewport" content="width=device-width, initial-scale=1"/>';
const sheet = '<link rel="stylesheet" href="/sp/assets/base-1.css#"/>';
const preloads =
  '<link rel="preload" href="/api/v2/products" as="fetch" crossorigin="anonymous"/>' +
  '<link rel="modulepreload" href="/sp/assets/base-1.js"/>';

describe('stylesheetsFirst', () => {
  it('moves the stylesheet right after the viewport meta, ahead of every preload', () => {
    const page = stylesheetsFirst(
      head(`<meta charSet="utf-8"/>${viewport}<title>カート</title>${preloads}${sheet}`),
    );
    expect(page).toBe(head(`<meta charSet="utf-8"/>${viewport}${sheet}<title>カート</title>${preloads}`));
  });

  it('keeps several stylesheets in their order, each once', () => {
    const second = '<link rel="stylesheet" href="/sp/assets/route-2.css"/>';
    const page = stylesheetsFirst(head(`${viewport}${preloads}${sheet}${second}`));
    expect(page).toBe(head(`${viewport}${sheet}${second}${preloads}`));
  });

  it('leaves a page without a stylesheet or without a viewport meta as it is', () => {
    const noSheet = head(`${viewport}${preloads}`);
    const noViewport = head(`${preloads}${sheet}`);
    expect(stylesheetsFirst(noSheet)).toBe(noSheet);
    expect(stylesheetsFirst(noViewport)).toBe(noViewport);
  });
});
