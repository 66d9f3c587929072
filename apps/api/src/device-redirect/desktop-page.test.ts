// The QR code on the page for computers (decision 0512) must read back, with an independent
// decoder, as the shop's address: the squares are drawn by our own code from the encoder's matrix.
import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { addressQrSvg, renderDesktopPage } from './desktop-page.ts';

/** Paints the SVG's unit squares (`M{x} {y}h1v1h-1z`) at `scale` pixels a module, as RGBA. */
function rasterise(svg: string, scale = 4): { data: Uint8ClampedArray; size: number } {
  const modules = Number(/viewBox="0 0 (\d+) \d+"/.exec(svg)?.[1]);
  const size = modules * scale;
  const data = new Uint8ClampedArray(size * size * 4).fill(255);
  for (const [, x, y] of svg.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
    for (let py = Number(y) * scale; py < (Number(y) + 1) * scale; py++) {
      for (let px = Number(x) * scale; px < (Number(x) + 1) * scale; px++) {
        const at = (py * size + px) * 4;
        data[at] = data[at + 1] = data[at + 2] = 0;
      }
    }
  }
  return { data, size };
}

describe('the QR code of the shop’s address', () => {
  it.each(['https://shop.example.jp/sp/', 'http://localhost:3000/sp/', 'https://シールラボ.example/sp/'])(
    'reads back as %s',
    (address) => {
      const { data, size } = rasterise(addressQrSvg(address));
      expect(jsQR(data, size, size)?.data).toBe(address);
    },
  );

  it('is on the page for computers, named for screen readers, with the address as text beside it', () => {
    const page = renderDesktopPage('https://shop.example.jp/sp/');
    expect(page).toContain('<svg class="qr"');
    expect(page).toContain('aria-label="ショップのアドレス（https://shop.example.jp/sp/）のQRコード"');
    expect(page).toContain('スマートフォンのカメラで読み取ると、そのまま開けます。');
    expect(page).toContain('<p class="url" translate="no">https://shop.example.jp/sp/</p>');
  });
});
