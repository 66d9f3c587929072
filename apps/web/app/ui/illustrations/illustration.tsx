import type { MaterialLook } from '@shop/domain/catalog';
import { scenes, type SceneName, type Slot } from './scenes';
import { StickerMark, type MarkShape } from './sticker-mark';

/** What a picture shows: a scene, and on it either a sticker of a look or a work's own artwork. */
export interface IllustrationSubject {
  scene: SceneName;
  sticker: { look: MaterialLook; shape: MarkShape; text: string } | { artworkSrc: string };
}

export interface IllustrationProps extends IllustrationSubject {
  /** The picture's text alternative; empty when the text beside it says the same. */
  label: string;
  className?: string;
}

const rotated = (slot: Slot) =>
  slot.rotate ? `rotate(${slot.rotate} ${slot.x + slot.width / 2} ${slot.y + slot.height / 2})` : undefined;

/** The sticker on what it is for (issue 23 point 3), drawn for the shop as SVG. */
export function Illustration({ scene: name, sticker, label, className }: IllustrationProps) {
  const scene = scenes[name];
  const { slot } = scene;
  return (
    <svg
      viewBox="0 0 160 120"
      className={className}
      role={label ? 'img' : undefined}
      aria-label={label || undefined}
      aria-hidden={label ? undefined : true}
      data-scene={name}
    >
      <rect width="160" height="120" fill={scene.background} />
      {scene.draw()}
      <g transform={rotated(slot)}>
        {'artworkSrc' in sticker ? (
          <image
            href={sticker.artworkSrc}
            x={slot.x}
            y={slot.y}
            width={slot.width}
            height={slot.height}
            preserveAspectRatio="xMidYMid meet"
          />
        ) : (
          <StickerMark slot={slot} look={sticker.look} shape={sticker.shape} text={sticker.text} />
        )}
      </g>
    </svg>
  );
}
