// The few icons of the shell, inline so that the first view needs no extra request.
import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

const base: IconProps = {
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
};

export function MenuIcon(props: IconProps) {
  return (
    <svg {...base} {...props}>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  );
}

export function CloseIcon(props: IconProps) {
  return (
    <svg {...base} {...props}>
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

export function CartIcon(props: IconProps) {
  return (
    <svg {...base} {...props}>
      <path d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.76L20.5 8H6.2" />
      <circle cx="9.5" cy="19" r="1.5" />
      <circle cx="17" cy="19" r="1.5" />
    </svg>
  );
}

export function ChevronRightIcon(props: IconProps) {
  return (
    <svg {...base} {...props}>
      <path d="M9 6l6 6-6 6" />
    </svg>
  );
}

/** The shop's mark: a sticker with a peeled corner. */
export function LogoMark(props: IconProps) {
  return (
    <svg width={32} height={32} viewBox="0 0 32 32" aria-hidden focusable={false} {...props}>
      <path d="M6 4h20a2 2 0 0 1 2 2v13l-9 9H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z" fill="#0a4f96" />
      <path d="M28 19h-7a2 2 0 0 0-2 2v7z" fill="#f59e0b" />
      <circle cx="13" cy="14" r="4" fill="#fff" />
    </svg>
  );
}
