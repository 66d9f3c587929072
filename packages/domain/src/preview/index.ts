export {
  backingMarginMm,
  bleedMm,
  grow,
  printGuides,
  roundedCornerMm,
  safeMarginMm,
  sheetMarginMm,
  type Box,
  type PrintGuides,
} from './print-guides.ts';
export { outlineOf, outlineOfShapeName, outlinePath, type Outline } from './outline.ts';
export { appearanceOf, type Appearance, type Foil, type Lamination, type WhiteInk } from './appearance.ts';
export { cutLinesOf, type CutKind, type CutLines } from './cut-lines.ts';
export { businessCard, oneYenCoin, referenceObjectFor, type ReferenceObject } from './reference-object.ts';
export {
  guidePaths,
  stickerPreview,
  type GuidePaths,
  type PreviewedItem,
  type StickerPreviewModel,
} from './sticker-preview.ts';
export { effectiveDpi, minimumDpi, resolutionWarning } from './dpi.ts';
export {
  stickerTemplate,
  stickerTemplateQuerySchema,
  stickerTemplateSvg,
  templateColours,
  templateMessages,
  templateNotes,
  type StickerTemplate,
  type StickerTemplateQuery,
  type TemplateOutcome,
} from './template.ts';
export {
  initialPlacement,
  placeArtwork,
  placementScaleRange,
  type ArtworkPlacement,
} from './artwork-placement.ts';
export {
  alphaThreshold,
  contourMarginsMm,
  contourMaskSide,
  contourRings,
  hasTransparentSurround,
  insetRings,
  marginInPixels,
  ringsPath,
  type AlphaMask,
  type Point,
  type Ring,
} from './contour.ts';
export {
  clipRingsToSize,
  contourBoundsError,
  contourQueryText,
  contourTemplateLimits,
  contourTemplateMessages,
  contourTemplatePaths,
  parseContourQuery,
} from './contour-template.ts';
