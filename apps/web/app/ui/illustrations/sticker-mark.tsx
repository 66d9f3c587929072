import type { MaterialLook } from '@shop/domain/catalog';
import { useId } from 'react';
import type { Slot } from './scenes';

export type MarkShape = 'rounded' | 'circle' | 'star' | 'rectangle';

const faces: Record<MaterialLook, { fill: string; ink: string; opacity?: number }> = {
  white: { fill: '#ffffff', ink: '#0a4f96' },
  clear: { fill: '#ffffff', ink: '#0a4f96', opacity: 0.35 },
  kraft: { fill: '#c8a070', ink: '#4a2c14' },
  hologram: { fill: '#c4b5fd', ink: '#1e1b4b' },
  satin: { fill: '#f5efe6', ink: '#7c2d12' },
  weatherproof: { fill: '#ffffff', ink: '#15803d' },
  metallic: { fill: '#e0b84c', ink: '#6b4e00' },
};

function starPoints(slot: Slot): string {
  const cx = slot.x + slot.width / 2;
  const cy = slot.y + slot.height / 2;
  const r = Math.min(slot.width, slot.height) / 2;
  return Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? r : r * 0.5;
    const angle = (Math.PI * i) / 5 - Math.PI / 2;
    return `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`;
  }).join(' ');
}

/** A sticker of the material's look in the scene's slot: its face and a simple logo. */
export function StickerMark({
  slot,
  look,
  shape,
  text,
}: {
  slot: Slot;
  look: MaterialLook;
  shape: MarkShape;
  text: string;
}) {
  const face = faces[look];
  const gradientId = `${useId().replace(/:/g, '')}-holo`;
  const cx = slot.x + slot.width / 2;
  const cy = slot.y + slot.height / 2;
  const common = {
    fill: look === 'hologram' ? `url(#${gradientId})` : face.fill,
    fillOpacity: face.opacity ?? 1,
    stroke: '#ffffff',
    strokeWidth: 1.2,
  };
  const body =
    shape === 'circle' ? (
      <ellipse cx={cx} cy={cy} rx={slot.width / 2} ry={slot.height / 2} {...common} />
    ) : shape === 'star' ? (
      <polygon points={starPoints(slot)} {...common} />
    ) : (
      <rect
        x={slot.x}
        y={slot.y}
        width={slot.width}
        height={slot.height}
        rx={shape === 'rounded' ? Math.min(slot.width, slot.height) / 6 : 1}
        {...common}
      />
    );
  return (
    <g>
      {look === 'hologram' ? (
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#c4b5fd" />
            <stop offset="0.5" stopColor="#99f6e4" />
            <stop offset="1" stopColor="#fbcfe8" />
          </linearGradient>
        </defs>
      ) : null}
      <g filter="drop-shadow(0 1px 1px rgba(0,0,0,0.25))">{body}</g>
      <text
        x={cx}
        y={cy + Math.min(slot.height, slot.width) * 0.12}
        textAnchor="middle"
        fontSize={Math.min(slot.height * 0.34, (slot.width / Math.max(text.length, 1)) * 1.1)}
        fontWeight="bold"
        fill={face.ink}
        fontFamily="sans-serif"
      >
        {text}
      </text>
    </g>
  );
}
