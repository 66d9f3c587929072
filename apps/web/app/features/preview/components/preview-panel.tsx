import { choiceIds, findChoice, type Product } from '@shop/domain/catalog';
import type { ConfiguratorAction, CurrentItem } from '@shop/domain/configurator';
import {
  bleedMm,
  clipRingsToSize,
  contourMarginsMm,
  contourQueryText,
  contourRings,
  contourTemplateLimits,
  effectiveDpi,
  initialPlacement,
  marginInPixels,
  placeArtwork,
  ringsPath,
  safeMarginMm,
  stickerPreview,
  type AlphaMask,
  type ArtworkPlacement,
  type Box,
  type CutKind,
  type Point,
  type Ring,
  type StickerPreviewModel,
} from '@shop/domain/preview';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useContourCutStore } from '../../../lib/contour-cut-store';
import { readPickedImage, type PickedImage } from '../picked-image';
import { OwnImageControls } from './own-image-controls';
import { OwnImageLayer } from './own-image-layer';
import { guideColours, StickerDrawing } from './sticker-drawing';
import { Zoomable } from './zoomable';

export interface PreviewPanelProps {
  product: Product;
  item: CurrentItem;
  /** The configurator's own dispatch: the picked image's key, the contour cut's format. */
  dispatch: (action: ConfiguratorAction) => void;
  /** The picked images the cart holds (never removed from the device to make room). */
  heldImages: () => ReadonlySet<string>;
}

// The device store (IndexedDB) loads when an image is picked or one is to be shown again.
const keptImages = () => import('../../../lib/picked-image-store');

const contourMargins = [
  contourMarginsMm.safe,
  contourMarginsMm.cut,
  contourMarginsMm.bleed,
  contourMarginsMm.backing,
];

// The rings depend on the mask and the image's scale only: a move redraws them in place, a drag
// never traces again. A few scales per image are remembered (the slider passes through many).
const traced = new WeakMap<AlphaMask, Map<string, Ring[][]>>();
function contourRingsFor(mask: AlphaMask, marginsKey: string): Ring[][] {
  const byScale = traced.get(mask) ?? new Map<string, Ring[][]>();
  traced.set(mask, byScale);
  const known = byScale.get(marginsKey);
  if (known) return known;
  const rings = contourRings(mask, marginsKey.split(',').map(Number));
  if (byScale.size >= 8) byScale.delete(byScale.keys().next().value ?? '');
  byScale.set(marginsKey, rings);
  return rings;
}

/** The preview with its cut, bleed, safe (and a half-cut backing) lines following the design. */
function withContour(
  model: StickerPreviewModel,
  rings: Ring[][],
  mask: AlphaMask,
  box: Box,
): StickerPreviewModel {
  const [safe = '', cut = '', bleed = '', backing = ''] = rings.map((ring) => ringsPath(ring, mask, box));
  if (!cut) return model;
  return {
    ...model,
    paths: {
      cut,
      bleed,
      safe,
      backing: model.cut.kind === 'fullCutWithHalfCut' ? backing : model.paths.backing,
    },
  };
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
export function PreviewPanel({ product, item, dispatch, heldImages }: PreviewPanelProps) {
  const drawn = useMemo(() => stickerPreview(product, item), [product, item]);
  const [showGuides, setShowGuides] = useState(true);
  const halfCut = drawn.cut.kind !== 'fullCut';
  const [image, setImage] = useState<PickedImage | null>(null);
  const [placement, setPlacement] = useState<ArtworkPlacement>(initialPlacement);
  const [contourWanted, setContourWanted] = useState(false);
  // The downscaled copy lives as an object URL while it is shown: freed when replaced or left.
  useEffect(() => (image ? () => URL.revokeObjectURL(image.url) : undefined), [image]);
  const imageBox = image ? placeArtwork(drawn.guides.trim, image, placement) : null;
  const dpi = image && imageBox && drawn.sized ? effectiveDpi(image, imageBox) : null;

  // The picked image's key as the configuration holds it now, for the callbacks below.
  const pickedKey = useRef(item.pickedImage);
  useEffect(() => {
    pickedKey.current = item.pickedImage;
  }, [item.pickedImage]);

  // Opened again (a reload, back from the cart): the image the configuration names is shown again;
  // a key this device does not hold (removed, another browser) is dropped from the item. Images no
  // cart item or configuration holds any more are swept away after a day.
  useEffect(() => {
    const key = pickedKey.current;
    let live = true;
    void keptImages().then(async (store) => {
      const held = new Set(heldImages());
      if (key) held.add(key);
      void store.sweepPickedImages(held);
      if (!key) return;
      const kept = await store.readKeptImage(key);
      if (!live) return;
      if (!kept) {
        dispatch({ type: 'setPickedImage', key: null });
        return;
      }
      const shown = await readPickedImage(store.keptImageFile(kept)).catch(() => null);
      if (shown && live) {
        // Where the customer left it, with the contour cut if it was chosen (decision 0811).
        setPlacement(kept.layout?.placement ?? initialPlacement);
        setContourWanted(kept.layout?.contour ?? false);
        setImage(shown);
      } else if (shown) URL.revokeObjectURL(shown.url);
    });
    return () => {
      live = false;
    };
  }, [dispatch, heldImages]);

  // How the kept image sits (its place, the contour cut) is remembered with it once the customer
  // stops moving it for a moment: a drag writes once, not at every frame. Only with an image shown,
  // so the defaults of a page still restoring never overwrite what was remembered.
  const pickedImageKey = item.pickedImage;
  useEffect(() => {
    if (!image || !pickedImageKey) return;
    const layout = { placement, contour: contourWanted };
    const timer = setTimeout(
      () => void keptImages().then((store) => store.rememberPickedImageLayout(pickedImageKey, layout)),
      300,
    );
    return () => clearTimeout(timer);
  }, [image, pickedImageKey, placement, contourWanted]);

  /** Keeps the new image on the device (or not), and lets go of the one it replaces. */
  const keep = (file: File | null) => {
    const previous = pickedKey.current;
    if (!file) dispatch({ type: 'setPickedImage', key: null });
    void keptImages().then(async (store) => {
      const held = heldImages();
      if (file) dispatch({ type: 'setPickedImage', key: await store.keepPickedImage(file, held) });
      if (previous && !held.has(previous)) await store.forgetPickedImages([previous]);
    });
  };

  // The contour cut: offered where the product sells a free-form cut (自由形状), for a design with a
  // see-through surround. Choosing it answers the 形状 step with 自由形状 once that step is open.
  const freeform = choiceIds.format.freeform;
  const sellsFreeform = useMemo(() => Boolean(findChoice(product, 'format', freeform)), [product, freeform]);
  const mask = image?.mask ?? null;
  const contourShown =
    mask !== null && sellsFreeform && contourWanted && (item.format === null || item.format.id === freeform);
  const marginsKey =
    contourShown && imageBox
      ? contourMargins.map((mm) => Math.round(marginInPixels(mm, mask, imageBox) * 4) / 4).join(',')
      : '';
  const rings = mask && marginsKey ? contourRingsFor(mask, marginsKey) : null;
  const model = rings && mask && imageBox ? withContour(drawn, rings, mask, imageBox) : drawn;
  // The cut line in mm from the cut box's corner, for the template download (decision 0812).
  const trim = drawn.guides.trim;
  const cutRings = rings?.[contourMargins.indexOf(contourMarginsMm.cut)];
  // A design too intricate for the template's limits gets the example outline's template instead.
  const withinLimits =
    cutRings !== undefined &&
    cutRings.length <= contourTemplateLimits.rings &&
    cutRings.reduce((sum, ring) => sum + ring.length, 0) <= contourTemplateLimits.points;
  const contourQuery =
    cutRings && withinLimits && mask && imageBox && drawn.sized
      ? contourQueryText(
          clipRingsToSize(
            cutRings.map((ring) =>
              ring.map(([x, y]): Point => [
                imageBox.x + (x * imageBox.width) / mask.width - trim.x,
                imageBox.y + (y * imageBox.height) / mask.height - trim.y,
              ]),
            ),
            trim.width,
            trim.height,
          ),
        )
      : '';
  const setContourCut = useContourCutStore((state) => state.setCut);
  useEffect(() => {
    setContourCut(contourQuery ? { sizeX: item.sizeX, sizeY: item.sizeY, query: contourQuery } : null);
    return () => setContourCut(null);
  }, [contourQuery, item.sizeX, item.sizeY, setContourCut]);
  const chooseContour = (on: boolean) => {
    setContourWanted(on);
    if (on && item.progress.format.active && item.format?.id !== freeform)
      dispatch({ type: 'selectOption', group: 'format', value: freeform });
  };
  const contour =
    mask && sellsFreeform
      ? {
          on: contourShown,
          note:
            contourShown && item.format === null
              ? '「形状」の項目で「自由形状（フリーカット）」をお選びいただくと、この形でカットします。'
              : null,
        }
      : null;
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
          data-contour={contourShown ? 'design' : 'none'}
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
        onPick={(picked, file) => {
          setImage(picked);
          setPlacement(initialPlacement);
          setContourWanted(false);
          keep(file);
        }}
        onRemove={() => {
          setImage(null);
          setContourWanted(false);
          keep(null);
        }}
        onPlace={setPlacement}
        contour={contour}
        onContour={chooseContour}
        kept={image !== null && item.pickedImage !== null}
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
