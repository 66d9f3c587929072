import type { Box } from './print-guides.ts';

/** How the customer has placed their image: its size relative to fitting the sticker, and a move in mm. */
export interface ArtworkPlacement {
  /** 1 = the whole image fits the cut line's box; 2 = twice that. */
  scale: number;
  dxMm: number;
  dyMm: number;
}

export const initialPlacement: ArtworkPlacement = { scale: 1, dxMm: 0, dyMm: 0 };
export const placementScaleRange = { min: 0.2, max: 4 } as const;

/**
 * Where the customer's image lies on the sticker, in mm: fitted whole inside the cut line's box
 * and centred, then scaled and moved as the customer chose. Its printed size is what the
 * effective resolution is worked out for.
 */
export function placeArtwork(
  trim: Box,
  image: { width: number; height: number },
  placement: ArtworkPlacement,
): Box {
  if (image.width <= 0 || image.height <= 0) return { x: trim.x, y: trim.y, width: 0, height: 0 };
  const fit = Math.min(trim.width / image.width, trim.height / image.height);
  const scale = Math.min(placementScaleRange.max, Math.max(placementScaleRange.min, placement.scale));
  const width = image.width * fit * scale;
  const height = image.height * fit * scale;
  return {
    x: trim.x + (trim.width - width) / 2 + placement.dxMm,
    y: trim.y + (trim.height - height) / 2 + placement.dyMm,
    width,
    height,
  };
}
