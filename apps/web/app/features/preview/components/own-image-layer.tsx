import type { Box } from '@shop/domain/preview';
import { useEffect, useRef } from 'react';

/**
 * The customer's image on the sticker, in the drawing's mm. Dragged with a finger or the mouse;
 * its own pointer events stop at it, so moving the image never pans the zoomed preview.
 */
export function OwnImageLayer({
  url,
  box,
  onMove,
}: {
  url: string;
  box: Box;
  /** A move in mm; stable (it is bound to the image once). */
  onMove: (dxMm: number, dyMm: number) => void;
}) {
  const ref = useRef<SVGImageElement>(null);

  useEffect(() => {
    const image = ref.current;
    if (!image) return;
    let last: { x: number; y: number; id: number } | null = null;
    const down = (event: PointerEvent) => {
      event.stopPropagation();
      image.setPointerCapture(event.pointerId);
      last = { x: event.clientX, y: event.clientY, id: event.pointerId };
    };
    const moved = (event: PointerEvent) => {
      if (!last || event.pointerId !== last.id) return;
      event.stopPropagation();
      // Screen pixels to the drawing's mm, through the zoom and the drawing's own scale.
      const pixelsPerMm = image.ownerSVGElement?.getScreenCTM()?.a ?? 1;
      onMove((event.clientX - last.x) / pixelsPerMm, (event.clientY - last.y) / pixelsPerMm);
      last = { x: event.clientX, y: event.clientY, id: event.pointerId };
    };
    const up = () => {
      last = null;
    };
    image.addEventListener('pointerdown', down);
    image.addEventListener('pointermove', moved);
    image.addEventListener('pointerup', up);
    image.addEventListener('pointercancel', up);
    return () => {
      image.removeEventListener('pointerdown', down);
      image.removeEventListener('pointermove', moved);
      image.removeEventListener('pointerup', up);
      image.removeEventListener('pointercancel', up);
    };
  }, [onMove]);

  return (
    <image
      ref={ref}
      href={url}
      x={box.x}
      y={box.y}
      width={box.width}
      height={box.height}
      preserveAspectRatio="none"
      style={{ cursor: 'move', touchAction: 'none' }}
      data-testid="own-image"
    />
  );
}
