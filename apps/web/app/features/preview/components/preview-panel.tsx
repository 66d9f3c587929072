import type { Product } from '@shop/domain/catalog';
import {
  bleedMm,
  effectiveDpi,
  initialPlacement,
  placeArtwork,
  safeMarginMm,
  stickerPreview,
  type ArtworkPlacement,
  type CutKind,
  type PreviewedItem,
  type StickerPreviewModel,
} from '@shop/domain/preview';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { PickedImage } from '../picked-image';
import { OwnImageControls } from './own-image-controls';
import { OwnImageLayer } from './own-image-layer';
import { guideColours, StickerDrawing } from './sticker-drawing';
import { Zoomable } from './zoomable';

export interface PreviewPanelProps {
  product: Product;
  item: PreviewedItem;
}

const cutNames: Record<CutKind, string> = {
  fullCut: '全抜き',
  fullCutWithHalfCut: '全抜き＋ハーフカット',
  halfCut: 'シートにハーフカット',
};

const laminationNames = { gloss: 'グロスラミネート', matte: 'マットラミネート', uvCut: 'UVカットラミネート' };
const whiteInkNames = {
  none: '白インクなし',
  full: '全面に白インク',
  designOnly: 'デザイン部分のみ白インク',
};

function finishSummary(model: StickerPreviewModel): string {
  const { appearance, cut } = model;
  return [
    appearance.lamination ? laminationNames[appearance.lamination] : null,
    appearance.whiteInk ? whiteInkNames[appearance.whiteInk] : null,
    cut.onRoll ? 'ロールにハーフカット' : cutNames[cut.kind],
    cut.cutPaths > 1 ? `カットパス${cut.cutPaths}本` : null,
  ]
    .filter(Boolean)
    .join('・');
}

/**
 * The live preview of issue 23: the sticker as chosen, to scale beside a coin or a business card,
 * updated with every answer. Loaded after the page's first paint (PreviewSlot).
 */
export function PreviewPanel({ product, item }: PreviewPanelProps) {
  const model = useMemo(() => stickerPreview(product, item), [product, item]);
  const [showGuides, setShowGuides] = useState(true);
  const halfCut = model.cut.kind !== 'fullCut';
  const [image, setImage] = useState<PickedImage | null>(null);
  const [placement, setPlacement] = useState<ArtworkPlacement>(initialPlacement);
  // The downscaled copy lives as an object URL while it is shown: freed when replaced or left.
  useEffect(() => (image ? () => URL.revokeObjectURL(image.url) : undefined), [image]);
  const imageBox = image ? placeArtwork(model.guides.trim, image, placement) : null;
  const dpi = image && imageBox && model.sized ? effectiveDpi(image, imageBox) : null;
  const moveImage = useCallback(
    (dxMm: number, dyMm: number) =>
      setPlacement((current) => ({ ...current, dxMm: current.dxMm + dxMm, dyMm: current.dyMm + dyMm })),
    [],
  );

  return (
    <section
      aria-labelledby="preview-title"
      className="min-h-[37rem] rounded-2xl border border-slate-200 bg-white p-3 shadow-sm"
    >
      <div className="mb-2 flex items-baseline justify-between gap-2">
        <h2 id="preview-title" className="font-bold text-slate-900">
          仕上がりイメージ
        </h2>
        <p className="text-sm text-slate-700 tabular-nums" data-testid="preview-size">
          {model.sized ? `${model.widthMm}×${model.heightMm}mm` : 'サイズ未選択'}
        </p>
      </div>
      <Zoomable label="仕上がりイメージ">
        <div
          className="h-full w-full"
          data-testid="sticker-preview"
          data-outline={model.outline}
          data-look={model.appearance.look}
          data-cut={model.cut.kind}
          data-width={model.widthMm}
          data-height={model.heightMm}
        >
          <StickerDrawing
            model={model}
            showGuides={showGuides}
            artwork={
              image && imageBox ? (
                <OwnImageLayer url={image.url} box={imageBox} onMove={moveImage} />
              ) : undefined
            }
          />
        </div>
      </Zoomable>
      <p className="mt-2 text-sm text-slate-700">
        {product.name}
        {finishSummary(model) ? `・${finishSummary(model)}` : ''}
      </p>
      <p className="mt-1 text-xs text-slate-600">
        右は{model.reference.label}です。{model.sized ? '' : 'サイズを選ぶと実際の大きさで表示します。'}
        2本の指で拡大できます。
      </p>
      <OwnImageControls
        image={image}
        placement={placement}
        dpi={dpi}
        onPick={(picked) => {
          setImage(picked);
          setPlacement(initialPlacement);
        }}
        onRemove={() => setImage(null)}
        onPlace={setPlacement}
      />
      <label className="mt-2 flex items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          className="size-5 accent-brand"
          checked={showGuides}
          onChange={(event) => setShowGuides(event.target.checked)}
        />
        ガイド線を表示する
      </label>
      {/* Folded, so the panel keeps the height of its placeholder; opening it is the customer's doing. */}
      <details className="mt-1 text-sm text-slate-800">
        <summary className="cursor-pointer py-1 font-bold text-brand">ガイド線の見方</summary>
        <ul className="mt-1 space-y-1 text-xs text-slate-700">
          <LegendLine colour={guideColours.cut} dashed={halfCut}>
            {halfCut
              ? 'カットライン（破線：ハーフカット。シールだけを切り、台紙は残ります）'
              : 'カットライン（実線：全抜き。台紙ごと切ります）'}
          </LegendLine>
          {model.cut.kind === 'fullCutWithHalfCut' ? (
            <LegendLine colour="#475569" dashed={false}>
              台紙の外形（実線：台紙ごと全抜き）
            </LegendLine>
          ) : null}
          <LegendLine colour={guideColours.bleed} dashed>
            {`塗り足し（カットラインの外側${bleedMm}mmまで背景を伸ばしてください）`}
          </LegendLine>
          <LegendLine colour={guideColours.safe} dashed>
            {`安全範囲（文字やロゴはカットラインの内側${safeMarginMm}mmより内へ）`}
          </LegendLine>
        </ul>
      </details>
      <p className="mt-2 text-xs text-slate-500">
        画面上の色や質感は、実際の仕上がりと異なる場合があります。
      </p>
    </section>
  );
}

function LegendLine({ colour, dashed, children }: { colour: string; dashed: boolean; children: ReactNode }) {
  return (
    <li className="flex items-center gap-2">
      <svg width="28" height="6" aria-hidden className="shrink-0">
        <line
          x1="0"
          y1="3"
          x2="28"
          y2="3"
          stroke={colour}
          strokeWidth="2"
          strokeDasharray={dashed ? '4 3' : undefined}
        />
      </svg>
      <span>{children}</span>
    </li>
  );
}
