import type { ReactNode } from 'react';

// Scenes the shop drew for its pictures (issue 23 point 3): what a sticker is stuck on, in a
// 160 × 120 box, each with the place its sticker goes. Plain shapes, no external assets.

export type SceneName =
  | 'bottle'
  | 'foodPack'
  | 'parcel'
  | 'window'
  | 'laptop'
  | 'paperBag'
  | 'cosmetics'
  | 'car'
  | 'storefront'
  | 'device'
  | 'shelf'
  | 'giftBox';

export interface Slot {
  x: number;
  y: number;
  width: number;
  height: number;
  /** Degrees: a sticker stuck by hand is rarely square to its surface. */
  rotate?: number;
}

interface Scene {
  background: string;
  slot: Slot;
  draw: () => ReactNode;
}

export const scenes: Record<SceneName, Scene> = {
  bottle: {
    background: '#e0f2fe',
    slot: { x: 65, y: 60, width: 30, height: 28 },
    draw: () => (
      <>
        <rect x="72" y="14" width="16" height="14" rx="2" fill="#334155" />
        <path d="M70 28h20l6 16v62a6 6 0 0 1-6 6H70a6 6 0 0 1-6-6V44z" fill="#7c3f1d" />
        <path d="M74 36h4v64h-4z" fill="#ffffff" opacity="0.25" />
        <rect x="20" y="108" width="120" height="4" rx="2" fill="#94a3b8" />
      </>
    ),
  },
  foodPack: {
    background: '#fef9c3',
    slot: { x: 56, y: 44, width: 48, height: 30 },
    draw: () => (
      <>
        <rect x="22" y="36" width="116" height="64" rx="8" fill="#1f2937" />
        <rect x="28" y="30" width="104" height="60" rx="8" fill="#e2e8f0" opacity="0.9" />
        <circle cx="48" cy="70" r="10" fill="#f97316" />
        <rect x="100" y="62" width="24" height="16" rx="4" fill="#65a30d" />
        <circle cx="120" cy="48" r="6" fill="#facc15" />
      </>
    ),
  },
  parcel: {
    background: '#f1f5f9',
    slot: { x: 86, y: 58, width: 34, height: 26, rotate: -4 },
    draw: () => (
      <>
        <path d="M30 40l50-18 50 18v56l-50 18-50-18z" fill="#c8935a" />
        <path d="M80 58l50-18v56l-50 18z" fill="#b07a42" />
        <path d="M30 40l50 18 50-18" fill="none" stroke="#8a5a2b" strokeWidth="1.5" />
        <path d="M55 31l50 18v10l-50-18z" fill="#e7c99a" />
      </>
    ),
  },
  window: {
    background: '#dbeafe',
    slot: { x: 54, y: 38, width: 52, height: 40 },
    draw: () => (
      <>
        <rect x="20" y="10" width="120" height="104" fill="#475569" />
        <rect x="26" y="16" width="108" height="92" fill="#bfdbfe" />
        <path d="M26 70l40-54h20l-60 80z" fill="#ffffff" opacity="0.35" />
        <rect x="120" y="58" width="6" height="20" rx="2" fill="#cbd5e1" />
      </>
    ),
  },
  laptop: {
    background: '#ede9fe',
    slot: { x: 84, y: 34, width: 34, height: 34, rotate: 8 },
    draw: () => (
      <>
        <rect x="26" y="20" width="108" height="72" rx="6" fill="#9ca3af" />
        <rect x="30" y="24" width="100" height="64" rx="4" fill="#d1d5db" />
        <circle cx="80" cy="56" r="7" fill="#e5e7eb" />
        <path d="M14 96h132l-8 10H22z" fill="#6b7280" />
      </>
    ),
  },
  paperBag: {
    background: '#fef3c7',
    slot: { x: 62, y: 56, width: 36, height: 36 },
    draw: () => (
      <>
        <path d="M58 38c0-16 44-16 44 0" fill="none" stroke="#7c5a34" strokeWidth="4" />
        <path d="M40 38h80l6 76H34z" fill="#c69c6d" />
        <path d="M40 38h80l-4 8H44z" fill="#a97f50" />
      </>
    ),
  },
  cosmetics: {
    background: '#fce7f3',
    slot: { x: 52, y: 62, width: 56, height: 28 },
    draw: () => (
      <>
        <rect x="44" y="34" width="72" height="18" rx="4" fill="#d4b5a0" />
        <rect x="40" y="52" width="80" height="50" rx="8" fill="#f8fafc" stroke="#e2e8f0" />
        <rect x="20" y="104" width="120" height="4" rx="2" fill="#f9a8d4" />
      </>
    ),
  },
  car: {
    background: '#dcfce7',
    slot: { x: 66, y: 50, width: 40, height: 26 },
    draw: () => (
      <>
        <path d="M16 86V64l18-4 16-22h54l20 22 20 4v22z" fill="#2563eb" />
        <path d="M56 42h44l14 18H48z" fill="#bfdbfe" />
        <circle cx="44" cy="88" r="12" fill="#111827" />
        <circle cx="120" cy="88" r="12" fill="#111827" />
        <circle cx="44" cy="88" r="5" fill="#9ca3af" />
        <circle cx="120" cy="88" r="5" fill="#9ca3af" />
      </>
    ),
  },
  storefront: {
    background: '#e0e7ff',
    slot: { x: 30, y: 14, width: 100, height: 28 },
    draw: () => (
      <>
        <rect x="20" y="10" width="120" height="104" fill="#f8fafc" />
        <path d="M20 44h120l-6 12H26z" fill="#ef4444" />
        <rect x="30" y="60" width="44" height="54" fill="#93c5fd" />
        <rect x="86" y="60" width="44" height="40" fill="#bfdbfe" />
      </>
    ),
  },
  device: {
    background: '#f1f5f9',
    slot: { x: 92, y: 64, width: 36, height: 18 },
    draw: () => (
      <>
        <rect x="24" y="40" width="112" height="56" rx="6" fill="#e5e7eb" stroke="#9ca3af" />
        <rect x="40" y="26" width="80" height="16" rx="2" fill="#f8fafc" stroke="#9ca3af" />
        <rect x="36" y="54" width="40" height="6" rx="3" fill="#374151" />
        <circle cx="120" cy="52" r="3" fill="#22c55e" />
      </>
    ),
  },
  shelf: {
    background: '#fff7ed',
    slot: { x: 58, y: 58, width: 44, height: 44, rotate: -10 },
    draw: () => (
      <>
        <rect x="14" y="20" width="26" height="52" rx="3" fill="#60a5fa" />
        <rect x="44" y="30" width="22" height="42" rx="3" fill="#f472b6" />
        <rect x="100" y="24" width="26" height="48" rx="3" fill="#34d399" />
        <rect x="128" y="36" width="20" height="36" rx="3" fill="#fbbf24" />
        <rect x="8" y="72" width="144" height="12" fill="#a16207" />
      </>
    ),
  },
  giftBox: {
    background: '#fef2f2',
    slot: { x: 64, y: 60, width: 32, height: 32 },
    draw: () => (
      <>
        <rect x="30" y="44" width="100" height="64" rx="2" fill="#1e3a8a" />
        <rect x="26" y="36" width="108" height="14" rx="2" fill="#1e40af" />
        <rect x="74" y="36" width="12" height="72" fill="#fbbf24" opacity="0.85" />
      </>
    ),
  },
};
