import { useGesture } from '@use-gesture/react';
import { useRef, useState, type ReactNode } from 'react';

const minScale = 1;
const maxScale = 8;

interface View {
  scale: number;
  x: number;
  y: number;
}

const initial: View = { scale: 1, x: 0, y: 0 };
const clamp = (value: number) => Math.min(maxScale, Math.max(minScale, value));

/**
 * A box whose content can be pinched (two fingers), wheeled or buttoned to zoom and dragged to
 * move once zoomed. Unzoomed it lets a vertical swipe scroll the page, so the preview never traps
 * a thumb that meant to scroll past it.
 */
export function Zoomable({ children, label }: { children: ReactNode; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<View>(initial);
  const zoomed = view.scale > 1.001;

  useGesture(
    {
      onPinch: ({ offset: [scale] }) => setView((current) => ({ ...current, scale: clamp(scale) })),
      onDrag: ({ offset: [x, y], pinching, cancel }) => {
        if (pinching) return cancel();
        setView((current) => (current.scale > 1.001 ? { ...current, x, y } : current));
      },
      onWheel: ({ event, delta: [, dy] }) => {
        event.preventDefault();
        setView((current) => ({ ...current, scale: clamp(current.scale * (dy > 0 ? 0.9 : 1.1)) }));
      },
    },
    {
      target: box,
      eventOptions: { passive: false },
      pinch: { scaleBounds: { min: minScale, max: maxScale }, from: () => [view.scale, 0] },
      drag: { from: () => [view.x, view.y], filterTaps: true },
    },
  );

  const zoomBy = (factor: number) =>
    setView((current) => {
      const scale = clamp(current.scale * factor);
      return scale === 1 ? initial : { ...current, scale };
    });

  return (
    <div className="relative">
      <div
        ref={box}
        className="h-60 overflow-hidden rounded-xl border border-slate-200 bg-slate-100"
        style={{ touchAction: zoomed ? 'none' : 'pan-y' }}
        data-testid="preview-zoom"
        data-scale={view.scale.toFixed(2)}
      >
        <div
          className="h-full w-full origin-center"
          style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})` }}
        >
          {children}
        </div>
      </div>
      <div className="absolute right-2 bottom-2 flex gap-1" role="group" aria-label={`${label}の拡大・縮小`}>
        <button type="button" className={zoomButton} onClick={() => zoomBy(1.5)} aria-label="拡大する">
          ＋
        </button>
        <button
          type="button"
          className={zoomButton}
          onClick={() => zoomBy(1 / 1.5)}
          disabled={!zoomed}
          aria-label="縮小する"
        >
          −
        </button>
        <button
          type="button"
          className={zoomButton}
          onClick={() => setView(initial)}
          disabled={!zoomed}
          aria-label="元の大きさに戻す"
        >
          ⟲
        </button>
      </div>
    </div>
  );
}

const zoomButton =
  'grid size-9 place-items-center rounded-full border border-slate-300 bg-white/95 text-lg font-bold text-slate-800 shadow-sm disabled:opacity-40';
