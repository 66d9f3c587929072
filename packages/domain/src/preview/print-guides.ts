// The print shop's measures around a sticker's cut line (decision 0800). Everything is in mm.

/** 塗り足し: the artwork runs this far past the cut line, so a cut a little off shows no white edge. */
export const bleedMm = 2;
/** 安全域: text and logos stay this far inside the cut line, so a cut a little off never touches them. */
export const safeMarginMm = 2;
/** 角丸: the corner radius of a rounded rectangle, smaller on a sticker too small for it. */
export const roundedCornerMm = 3;
/** A half-cut sticker sits on its sheet (or roll) with this much backing around it. */
export const sheetMarginMm = 5;
/** A full-cut sticker with a half cut keeps this much backing around the sticker. */
export const backingMarginMm = 3;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The three lines of a template and the preview, in mm with the bleed's top-left corner at 0, 0. */
export interface PrintGuides {
  /** The artwork's full extent: the cut line plus the bleed on every side. */
  bleed: Box;
  /** The cut line's box: the sticker's size. */
  trim: Box;
  /** Where text and logos are safe; empty (zero-sized) on a sticker smaller than two margins. */
  safe: Box;
  /** The cut line's corner radius (0 unless the shape is a rounded rectangle). */
  cornerRadiusMm: number;
}

export const grow = (box: Box, by: number): Box => ({
  x: box.x - by,
  y: box.y - by,
  width: Math.max(0, box.width + 2 * by),
  height: Math.max(0, box.height + 2 * by),
});

export function cornerRadiusFor(rounded: boolean, widthMm: number, heightMm: number): number {
  return rounded ? Math.min(roundedCornerMm, Math.min(widthMm, heightMm) / 4) : 0;
}

export function printGuides(widthMm: number, heightMm: number, rounded: boolean): PrintGuides {
  const trim: Box = { x: bleedMm, y: bleedMm, width: widthMm, height: heightMm };
  const safe = grow(trim, -safeMarginMm);
  return {
    bleed: grow(trim, bleedMm),
    trim,
    safe: { ...safe, x: Math.min(safe.x, trim.x + widthMm / 2), y: Math.min(safe.y, trim.y + heightMm / 2) },
    cornerRadiusMm: cornerRadiusFor(rounded, widthMm, heightMm),
  };
}
