import type { MaterialLook } from '@shop/domain/catalog';
import type { Lamination } from '@shop/domain/preview';

// The paint of each material and finish, as SVG definitions with ids under one prefix (useId),
// so two previews on a page never share a gradient.

/** The fill of the sticker's face for a material. */
export function materialFill(look: MaterialLook, id: (name: string) => string): string {
  switch (look) {
    case 'clear':
      return 'rgba(255,255,255,0.16)';
    case 'kraft':
      return `url(#${id('kraft')})`;
    case 'hologram':
      return `url(#${id('hologram')})`;
    case 'satin':
      return `url(#${id('satin')})`;
    case 'weatherproof':
      return `url(#${id('vinyl')})`;
    case 'metallic':
      return `url(#${id('metal')})`;
    case 'white':
      return '#ffffff';
  }
}

export function MaterialDefs({ id, unit }: { id: (name: string) => string; unit: number }) {
  // `unit` is 1 mm in the drawing: textures keep their real-world grain at any sticker size.
  return (
    <defs>
      <pattern id={id('kraft')} width={unit * 3} height={unit * 3} patternUnits="userSpaceOnUse">
        <rect width={unit * 3} height={unit * 3} fill="#c89f6e" />
        <path
          d={`M0 ${unit * 0.6}l${unit * 1.4} ${unit * 0.2}M${unit * 1.6} ${unit * 2.2}l${unit * 1.2} -${unit * 0.3}M${unit * 0.4} ${unit * 2.6}l${unit * 0.8} ${unit * 0.1}`}
          stroke="#a87d4b"
          strokeWidth={unit * 0.18}
          opacity={0.7}
        />
      </pattern>
      <linearGradient id={id('hologram')} x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stopColor="#c4b5fd" />
        <stop offset="0.25" stopColor="#99f6e4" />
        <stop offset="0.5" stopColor="#fbcfe8" />
        <stop offset="0.75" stopColor="#fde68a" />
        <stop offset="1" stopColor="#a5f3fc" />
      </linearGradient>
      <linearGradient id={id('satin')} x1="0" y1="0" x2="1" y2="0.6">
        <stop offset="0" stopColor="#f4f1ec" />
        <stop offset="0.45" stopColor="#fffdfa" />
        <stop offset="0.55" stopColor="#e9e3da" />
        <stop offset="1" stopColor="#f6f3ee" />
      </linearGradient>
      <linearGradient id={id('vinyl')} x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stopColor="#ffffff" />
        <stop offset="1" stopColor="#e8edf3" />
      </linearGradient>
      <linearGradient id={id('metal')} x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stopColor="#a67c00" />
        <stop offset="0.45" stopColor="#f5d77a" />
        <stop offset="1" stopColor="#9a7206" />
      </linearGradient>
      <linearGradient id={id('gold')} x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stopColor="#b8860b" />
        <stop offset="0.5" stopColor="#fde68a" />
        <stop offset="1" stopColor="#a16207" />
      </linearGradient>
      <linearGradient id={id('silver')} x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stopColor="#9ca3af" />
        <stop offset="0.5" stopColor="#f8fafc" />
        <stop offset="1" stopColor="#6b7280" />
      </linearGradient>
      <linearGradient id={id('gloss')} x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stopColor="#ffffff" stopOpacity="0.75" />
        <stop offset="0.35" stopColor="#ffffff" stopOpacity="0.1" />
        <stop offset="0.5" stopColor="#ffffff" stopOpacity="0" />
        <stop offset="1" stopColor="#ffffff" stopOpacity="0.15" />
      </linearGradient>
      <pattern id={id('matte')} width={unit} height={unit} patternUnits="userSpaceOnUse">
        <rect width={unit} height={unit} fill="#ffffff" opacity={0.14} />
        <circle cx={unit * 0.3} cy={unit * 0.3} r={unit * 0.12} fill="#64748b" opacity={0.12} />
        <circle cx={unit * 0.75} cy={unit * 0.7} r={unit * 0.1} fill="#64748b" opacity={0.1} />
      </pattern>
      <pattern id={id('behind-clear')} width={unit * 8} height={unit * 8} patternUnits="userSpaceOnUse">
        <rect width={unit * 8} height={unit * 8} fill="#fef3c7" />
        <path
          d={`M0 0L${unit * 4} 0L0 ${unit * 4}Z M${unit * 8} ${unit * 4}L${unit * 8} ${unit * 8}L${unit * 4} ${unit * 8}Z`}
          fill="#60a5fa"
        />
        <circle cx={unit * 5.5} cy={unit * 2.5} r={unit * 1.2} fill="#f472b6" />
      </pattern>
    </defs>
  );
}

/** The lamination's sheen over the sticker's face: a gloss highlight, a matte grain, or none. */
export function laminationFill(lamination: Lamination | null, id: (name: string) => string): string | null {
  if (lamination === 'matte') return `url(#${id('matte')})`;
  if (lamination === 'gloss' || lamination === 'uvCut') return `url(#${id('gloss')})`;
  return null;
}
