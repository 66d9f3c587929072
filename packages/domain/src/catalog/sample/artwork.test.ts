import { describe, expect, it } from 'vitest';
import { escapeXml, starPoints, svgDocument, text } from './artwork.ts';

describe('artwork helpers', () => {
  it('escapes text put into the SVG', () => {
    expect(escapeXml(`<a & "b">'`)).toBe('&#60;a &#38; &#34;b&#34;&#62;&#39;');
    expect(text(0, 0, 'A&B')).toContain('>A&#38;B</text>');
  });

  it('draws a star with twice as many points as arms', () => {
    expect(starPoints(50, 50, 40, 20, 5).split(' ')).toHaveLength(10);
    expect(starPoints(50, 50, 40, 20, 5).split(' ')[0]).toBe('50,10');
  });

  it('labels the document for screen readers', () => {
    expect(svgDocument('ラベル', 10, 10, [])).toContain('role="img" aria-label="ラベル"');
  });
});
