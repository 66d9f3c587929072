import { outlinePath, type Box, type StickerPreviewModel } from '@shop/domain/preview';
import { useId, type ReactNode } from 'react';
import { laminationFill, MaterialDefs, materialFill } from './material-fill';
import { ReferenceDrawing } from './reference-drawing';

/** The guide lines' colours, the same in the preview and the templates: cut, bleed, safe area. */
export const guideColours = { cut: '#db2777', bleed: '#2563eb', safe: '#059669' } as const;

export interface StickerDrawingProps {
  model: StickerPreviewModel;
  showGuides: boolean;
  /** The customer's own picture, placed in the sticker (point 2); the shop's sample design without one. */
  artwork?: ReactNode;
}

/** The shop's stand-in design: a circle and a star inside the safe area, where a logo would go. */
function SampleDesign({ safe, starFill, ghost }: { safe: Box; starFill: string; ghost: boolean }) {
  const size = Math.min(safe.width, safe.height);
  const cx = safe.x + safe.width / 2;
  const cy = safe.y + safe.height / 2;
  const r = size * 0.36;
  const star = Array.from({ length: 10 }, (_, index) => {
    const radius = (index % 2 === 0 ? 0.5 : 0.2) * r;
    const angle = (Math.PI * index) / 5 - Math.PI / 2;
    return `${cx + r * 0.55 + radius * Math.cos(angle)},${cy - r * 0.5 + radius * Math.sin(angle)}`;
  }).join(' ');
  return (
    <g opacity={ghost ? 0.55 : 1}>
      <circle cx={cx - r * 0.15} cy={cy + r * 0.1} r={r} fill="#0a4f96" />
      <text
        x={cx - r * 0.15}
        y={cy + r * 0.28}
        textAnchor="middle"
        fontSize={r * 0.62}
        fontWeight="bold"
        fill="#ffffff"
        fontFamily="sans-serif"
      >
        LOGO
      </text>
      <polygon points={star} fill={starFill} />
    </g>
  );
}

/**
 * The sticker as chosen, drawn in mm: the backing, the material, the design, the finish, the cut
 * line with bleed and safe area, and the coin or card beside it for scale.
 */
export function StickerDrawing({ model, showGuides, artwork }: StickerDrawingProps) {
  const prefix = useId().replace(/:/g, '');
  const id = (name: string) => `${prefix}-${name}`;
  const { guides, paths, appearance, cut } = model;
  const clipId = id('clip');
  const seeThrough = appearance.whiteInk !== null;
  const foilFill =
    appearance.foil === 'gold'
      ? `url(#${id('gold')})`
      : appearance.foil === 'silver'
        ? `url(#${id('silver')})`
        : appearance.foil === 'hologram'
          ? `url(#${id('hologram')})`
          : '#f59e0b';
  const sheen = laminationFill(appearance.lamination, id);
  // Lines keep a visible width at any size: a fraction of the drawing, not a fixed mm.
  const line = Math.max(0.25, Math.min(model.scene.width, model.scene.height) / 220);
  const holes = Array.from({ length: cut.cutPaths - 1 }, (_, index): Box => {
    const { safe } = guides;
    const w = safe.width * 0.14;
    const h = safe.height * 0.14;
    return {
      x: safe.x + safe.width * (index === 0 ? 0.12 : 0.74),
      y: safe.y + safe.height * 0.74,
      width: w,
      height: h,
    };
  });
  const backing = paths.backing;
  const cutStyle =
    cut.kind === 'fullCut'
      ? { strokeDasharray: undefined }
      : { strokeDasharray: `${line * 4} ${line * 2.5}` };

  return (
    <svg
      viewBox={`0 0 ${model.scene.width} ${model.scene.height}`}
      className="block h-full w-full"
      role="img"
      aria-labelledby={id('title')}
    >
      <title id={id('title')}>
        {`${model.widthMm}×${model.heightMm}mmのステッカーと${model.reference.label}の大きさ比べ`}
      </title>
      <MaterialDefs id={id} unit={1} />
      {/* The finished sticker: what lies outside the cut line (the bleed) is cut away. */}
      <clipPath id={clipId}>
        <path d={paths.cut} />
      </clipPath>
      <rect width={model.scene.width} height={model.scene.height} fill="#f1f5f9" />
      {appearance.look === 'clear' || appearance.look === 'hologram' ? (
        // A patterned surface behind the film shows what see-through means.
        <rect
          x={guides.bleed.x - cut.backingMarginMm - 2}
          y={guides.bleed.y - cut.backingMarginMm - 2}
          width={guides.bleed.width + 2 * cut.backingMarginMm + 4}
          height={guides.bleed.height + 2 * cut.backingMarginMm + 4}
          fill={`url(#${id('behind-clear')})`}
        />
      ) : null}
      {backing ? (
        <path
          d={backing}
          fill={seeThrough ? 'rgba(226,236,245,0.55)' : '#e3ebf3'}
          stroke="#475569"
          strokeWidth={line}
        />
      ) : null}
      {cut.backSlit && backing ? (
        <line
          x1={guides.trim.x + guides.trim.width / 2}
          y1={guides.trim.y - cut.backingMarginMm}
          x2={guides.trim.x + guides.trim.width / 2}
          y2={guides.trim.y + guides.trim.height + cut.backingMarginMm}
          stroke="#94a3b8"
          strokeWidth={line * 0.8}
          strokeDasharray={`${line} ${line * 2}`}
        />
      ) : null}
      <g clipPath={`url(#${clipId})`}>
        <path d={paths.cut} fill={materialFill(appearance.look, id)} />
        {appearance.whiteInk === 'full' ? <path d={paths.cut} fill="#ffffff" opacity={0.92} /> : null}
        {appearance.whiteInk === 'designOnly' && !artwork ? (
          <circle
            cx={
              guides.safe.x + guides.safe.width / 2 - Math.min(guides.safe.width, guides.safe.height) * 0.054
            }
            cy={
              guides.safe.y + guides.safe.height / 2 + Math.min(guides.safe.width, guides.safe.height) * 0.036
            }
            r={Math.min(guides.safe.width, guides.safe.height) * 0.36}
            fill="#ffffff"
          />
        ) : null}
        {artwork ?? (
          <SampleDesign safe={guides.safe} starFill={foilFill} ghost={appearance.whiteInk === 'none'} />
        )}
        {sheen ? <path d={paths.cut} fill={sheen} /> : null}
        {seeThrough ? (
          // The film's edge catches the light: how a clear sticker is seen on a patterned surface.
          <path d={paths.cut} fill="none" stroke="#ffffff" strokeOpacity={0.85} strokeWidth={line * 3} />
        ) : null}
        {holes.map((hole, index) => (
          <path
            key={index}
            d={outlinePath('ellipse', hole, 0)}
            fill={backing ? '#e3ebf3' : '#f1f5f9'}
            stroke={guideColours.cut}
            strokeWidth={line}
          />
        ))}
      </g>
      {showGuides ? (
        <g fill="none" aria-hidden>
          <path
            d={paths.bleed}
            stroke={guideColours.bleed}
            strokeWidth={line * 0.8}
            strokeDasharray={`${line} ${line}`}
          />
          <path
            d={paths.safe}
            stroke={guideColours.safe}
            strokeWidth={line * 0.8}
            strokeDasharray={`${line * 2} ${line * 1.5}`}
          />
        </g>
      ) : null}
      <path
        d={paths.cut}
        data-testid="cut-line"
        fill="none"
        stroke={showGuides ? guideColours.cut : '#334155'}
        strokeWidth={line * 1.2}
        {...cutStyle}
      />
      <ReferenceDrawing reference={model.reference} box={model.referenceBox} />
    </svg>
  );
}
