// A QR code as one SVG path of unit squares: a few kilobytes, no image file, drawn the same by the
// server's pages and the back office's React screens.
import qrcode from 'qrcode-generator';

export interface QrCodePath {
  /** Width and height in modules, quiet zone included. */
  size: number;
  /** The dark modules as an SVG path (`M x y h1v1h-1z` each). */
  path: string;
}

/**
 * Error correction M, as printed codes use; a quiet zone of four modules, as the standard asks.
 * Byte mode takes one character per byte: the text goes in as its UTF-8 bytes, which phones read.
 */
export function qrCodePath(text: string): QrCodePath {
  const qr = qrcode(0, 'M');
  qr.addData(Buffer.from(text, 'utf8').toString('latin1'), 'Byte');
  qr.make();
  const count = qr.getModuleCount();
  const quiet = 4;
  let path = '';
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; col++) {
      if (qr.isDark(row, col)) path += `M${col + quiet} ${row + quiet}h1v1h-1z`;
    }
  }
  return { size: count + quiet * 2, path };
}
