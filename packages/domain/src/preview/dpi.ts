/** Below this the print shows pixels (the shop's rule for artwork, decision 0800). */
export const minimumDpi = 300;

const mmPerInch = 25.4;

/**
 * The resolution an image prints at when `pixels` of it cover `printedMm` of the sticker: the
 * smaller of its two directions, rounded down (a shop never rounds a customer into a false pass).
 */
export function effectiveDpi(
  pixels: { width: number; height: number },
  printedMm: { width: number; height: number },
): number {
  if (printedMm.width <= 0 || printedMm.height <= 0) return 0;
  const across = pixels.width / (printedMm.width / mmPerInch);
  const down = pixels.height / (printedMm.height / mmPerInch);
  // A hair over before flooring: 200 px over 10 mm is 508 dpi, not the 507.99… floating point gives.
  return Math.floor(Math.min(across, down) + 1e-9);
}

/** The warning under the preview for an image that would print blurred, or null when it is sharp. */
export function resolutionWarning(dpi: number): string | null {
  if (dpi >= minimumDpi) return null;
  return `この画像は約${dpi}dpiで印刷されます。${minimumDpi}dpi未満のため、ぼやけたりギザギザに見えたりするおそれがあります。画像を小さく配置するか、より大きな画像をお使いください。`;
}
