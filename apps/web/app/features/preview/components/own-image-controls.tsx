import {
  contourMarginsMm,
  minimumDpi,
  placementScaleRange,
  resolutionWarning,
  type ArtworkPlacement,
} from '@shop/domain/preview';
import { useId, useState, type ChangeEvent } from 'react';
import {
  acceptAttribute,
  PickedImageError,
  pickedImageMessages,
  readPickedImage,
  type PickedImage,
} from '../picked-image';

interface OwnImageControlsProps {
  image: PickedImage | null;
  placement: ArtworkPlacement;
  /** The effective resolution at the placed size; null without an image or a size. */
  dpi: number | null;
  onPick: (image: PickedImage, file: File) => void;
  onRemove: () => void;
  onPlace: (placement: ArtworkPlacement) => void;
  /** The contour cut (decision 0809): offered for a design with a see-through surround; null otherwise. */
  contour: { on: boolean; note: string | null } | null;
  onContour: (on: boolean) => void;
  /** The picked image is kept on this device for My page's one-tap upload (decision 0808). */
  kept: boolean;
}

/** Pick an image from the phone, size it, see its resolution (issue 23 point 2). */
export function OwnImageControls({
  image,
  placement,
  dpi,
  onPick,
  onRemove,
  onPlace,
  contour,
  onContour,
  kept,
}: OwnImageControlsProps) {
  const inputId = useId();
  const [error, setError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const warning = dpi === null ? null : resolutionWarning(dpi);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    setReading(true);
    try {
      onPick(await readPickedImage(file), file);
    } catch (caught) {
      setError(caught instanceof PickedImageError ? caught.message : pickedImageMessages.unreadable);
    } finally {
      setReading(false);
    }
  };

  return (
    <div className="mt-3 rounded-xl bg-slate-50 p-3">
      <div className="flex flex-wrap items-center gap-2">
        <label
          htmlFor={inputId}
          className="inline-flex min-h-11 cursor-pointer items-center rounded-xl border border-brand bg-white px-3 text-sm font-bold text-brand"
        >
          {image ? '別の画像を選ぶ' : '自分の画像で試す'}
        </label>
        <input
          id={inputId}
          type="file"
          accept={acceptAttribute}
          className="sr-only"
          onChange={(event) => void pick(event)}
          aria-describedby={`${inputId}-note`}
        />
        {image ? (
          <button
            type="button"
            className="min-h-11 px-2 text-sm font-bold text-slate-700 underline"
            onClick={onRemove}
          >
            画像を外す
          </button>
        ) : null}
      </div>
      <p id={`${inputId}-note`} className="mt-1 text-xs text-slate-600">
        画像はお使いの端末の中だけで表示し、ご注文まで送信しません。
        {kept ? 'この端末に保存し、ご注文後はマイページからそのまま入稿できます。' : ''}
        {reading ? '読み込んでいます…' : ''}
      </p>
      {error ? (
        <p role="alert" className="mt-1 text-sm font-bold text-red-700">
          {error}
        </p>
      ) : null}
      {image ? (
        <div className="mt-2 space-y-2">
          <label className="block text-sm text-slate-800">
            画像の大きさ
            <input
              type="range"
              className="mt-1 block w-full accent-brand"
              min={placementScaleRange.min}
              max={placementScaleRange.max}
              step={0.05}
              value={placement.scale}
              onChange={(event) => onPlace({ ...placement, scale: Number(event.target.value) })}
            />
          </label>
          <p className="text-xs text-slate-600">画像は指でドラッグして動かせます。</p>
          {contour ? (
            <div className="rounded-lg border border-slate-200 bg-white p-2">
              <button
                type="button"
                aria-pressed={contour.on}
                className="min-h-11 w-full rounded-lg border border-brand px-3 text-sm font-bold text-brand aria-pressed:bg-brand aria-pressed:text-white"
                onClick={() => onContour(!contour.on)}
              >
                {contour.on ? 'デザインの形に沿ってカット（選択中）' : 'デザインの形に沿ってカット'}
              </button>
              <p className="mt-1 text-xs text-slate-600">
                透明な部分を除いた形の{contourMarginsMm.cut}mm外側をカットラインにします。
              </p>
              {contour.note ? (
                <p className="mt-1 text-xs font-bold text-slate-800" data-testid="contour-note">
                  {contour.note}
                </p>
              ) : null}
            </div>
          ) : null}
          <button
            type="button"
            className="min-h-11 text-sm font-bold text-brand underline"
            onClick={() => onPlace({ scale: 1, dxMm: 0, dyMm: 0 })}
          >
            中央に戻す
          </button>
          <p className="text-sm text-slate-800 tabular-nums" data-testid="own-image-dpi">
            {dpi === null
              ? 'サイズを選ぶと、印刷したときの解像度を表示します。'
              : `${image.width.toLocaleString('ja-JP')}×${image.height.toLocaleString('ja-JP')}px・印刷時の解像度 約${dpi}dpi${warning ? '' : `（${minimumDpi}dpi以上で、きれいに印刷できます）`}`}
          </p>
          {warning ? (
            <p
              role="alert"
              className="rounded-lg bg-amber-50 p-2 text-sm font-bold text-amber-900"
              data-testid="dpi-warning"
            >
              {warning}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
