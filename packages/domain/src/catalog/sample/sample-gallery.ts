import type { Preset, PresetInput } from '../preset.ts';
import { bars, gradient, starPoints, svgDocument, text } from './artwork.ts';

/** A gallery piece: example artwork and the configuration it was "made" with. */
export interface GalleryItem {
  id: number;
  title: string;
  description: string;
  productId: number;
  preset: Preset;
  /** Inline SVG markup of generated artwork (no external resources). */
  svg: string;
}

const item = (facts: Omit<GalleryItem, 'preset'> & { preset: PresetInput }): GalleryItem => ({
  ...facts,
  // The schema's one default, set here so that the pages need no zod (the test parses each: 0560).
  preset: { ...facts.preset, options: facts.preset.options ?? {} },
});

const bakeryLabel = svgDocument('ベーカリーの丸ラベル', 200, 200, [
  '<circle cx="100" cy="100" r="96" fill="#c8a27a"/>',
  '<circle cx="100" cy="100" r="84" fill="none" stroke="#d4af37" stroke-width="4"/>',
  ...[-30, 0, 30].map((dx) => `<ellipse cx="${100 + dx}" cy="72" rx="8" ry="18" fill="#d4af37"/>`),
  text(100, 118, 'BAKERY', { size: 30, fill: '#4a2c14' }),
  text(100, 148, 'こむぎ堂', { size: 20, fill: '#4a2c14' }),
]);

const hologramNight = svgDocument('夜空のホログラムステッカー', 200, 200, [
  gradient('holo', ['#7f5af0', '#2cb1bc', '#f9a8d4', '#fde68a']),
  '<rect x="6" y="6" width="188" height="188" rx="28" fill="url(#holo)"/>',
  ...[
    [50, 50, 14],
    [150, 60, 10],
    [120, 140, 18],
    [60, 150, 8],
  ].map(([cx = 0, cy = 0, r = 0]) => `<polygon points="${starPoints(cx, cy, r, r / 2.5)}" fill="#fff"/>`),
  text(100, 104, 'STARLIGHT', { size: 26, fill: '#1e1b4b' }),
]);

const cafeLogo = svgDocument('カフェのロゴステッカー', 200, 200, [
  '<rect x="4" y="4" width="192" height="192" rx="36" fill="#ffffff" stroke="#3f2a1d" stroke-width="6"/>',
  '<path d="M62 70 h64 v36 a32 32 0 0 1 -64 0 z" fill="#3f2a1d"/>',
  '<path d="M126 78 a14 14 0 0 1 0 28" fill="none" stroke="#3f2a1d" stroke-width="6"/>',
  '<path d="M80 56 q6 -10 0 -20 M96 56 q6 -10 0 -20 M112 56 q6 -10 0 -20" stroke="#9c6b4a" stroke-width="4" fill="none"/>',
  text(100, 160, 'CAFE 灯', { size: 28, fill: '#3f2a1d' }),
]);

const openHours = svgDocument('窓ガラスの営業時間ステッカー', 240, 160, [
  '<rect x="0" y="0" width="240" height="160" fill="#9ec9e8" opacity="0.35"/>',
  text(120, 52, 'OPEN', { size: 40, fill: '#ffffff' }),
  text(120, 100, '10:00 – 19:00', { size: 24, fill: '#ffffff' }),
  text(120, 134, '定休日 水曜日', { size: 18, fill: '#ffffff', weight: 'normal' }),
]);

const parkingSign = svgDocument('駐車場の屋外看板', 240, 180, [
  '<rect x="4" y="4" width="232" height="172" fill="#0b4ea2"/>',
  '<rect x="20" y="28" width="90" height="124" rx="10" fill="#ffffff"/>',
  text(65, 92, 'P', { size: 96, fill: '#0b4ea2' }),
  text(172, 76, '駐車場', { size: 30, fill: '#ffffff' }),
  text(172, 118, '12台', { size: 26, fill: '#ffd400' }),
]);

const assetNumber = svgDocument('管理番号のナンバリングシール', 250, 125, [
  '<rect x="2" y="2" width="246" height="121" fill="#ffffff" stroke="#111" stroke-width="3"/>',
  text(125, 28, '株式会社サンプル 備品管理', { size: 14, fill: '#111', weight: 'normal' }),
  text(125, 62, 'No. 000123', { size: 30, fill: '#c1121f' }),
  bars(60, 84, 28, '4901234567894000123'),
]);

const salePop = svgDocument('セールのPOPシール', 200, 200, [
  `<polygon points="${starPoints(100, 104, 96, 62, 12)}" fill="#e63946"/>`,
  text(100, 88, 'SALE', { size: 38, fill: '#ffffff' }),
  text(100, 128, '30%OFF', { size: 26, fill: '#ffe066' }),
]);

const embossSeal = svgDocument('記念のエンボスシール', 200, 200, [
  gradient('gold', ['#fff3b0', '#d4af37', '#8c6a12', '#f5d76e']),
  '<circle cx="100" cy="100" r="96" fill="url(#gold)"/>',
  '<circle cx="100" cy="100" r="80" fill="none" stroke="#7a5c0f" stroke-width="2" stroke-dasharray="4 4"/>',
  text(100, 88, '創業', { size: 24, fill: '#5b4309' }),
  text(100, 122, 'Since 2026', { size: 22, fill: '#5b4309', family: 'serif' }),
]);

const satinTag = svgDocument('サテンのブランドタグ', 250, 150, [
  gradient('satin', ['#f5f0e8', '#e3d5c6', '#f8f4ee']),
  '<rect x="0" y="0" width="250" height="150" fill="url(#satin)"/>',
  '<rect x="12" y="12" width="226" height="126" fill="none" stroke="#8d6e63" stroke-width="1.5"/>',
  text(125, 66, 'Maison Satin', { size: 28, fill: '#5d4037', family: 'serif', weight: 'normal' }),
  text(125, 104, 'MADE IN JAPAN', { size: 14, fill: '#8d6e63', weight: 'normal' }),
]);

const mountainSticker = svgDocument('アウトドアの車用ステッカー', 300, 160, [
  '<rect x="0" y="0" width="300" height="160" rx="20" fill="#1b4332"/>',
  '<polygon points="20,130 100,40 150,100 190,60 280,130" fill="#95d5b2"/>',
  '<polygon points="100,40 118,60 82,60" fill="#ffffff"/>',
  text(150, 146, 'OUTDOOR LIFE', { size: 18, fill: '#ffffff' }),
]);

export const sampleGallery: GalleryItem[] = [
  item({
    id: 1,
    title: 'ベーカリーの丸ラベル',
    description: 'クラフト紙に金箔でロゴをのせた、パン袋の封かん用ラベルです。',
    productId: 144,
    preset: {
      sizeX: 40,
      sizeY: 40,
      num: 300,
      options: { adhesive: 1, ondemandFoil: 1, format: 3, halfcut: 0, deliveryForm: 1, sendCopy: 0 },
    },
    svg: bakeryLabel,
  }),
  item({
    id: 2,
    title: '夜空のホログラムステッカー',
    description: '星のモチーフが虹色に輝く、ライブ会場で配布したノベルティです。',
    productId: 141,
    preset: {
      sizeX: 60,
      sizeY: 60,
      num: 200,
      options: {
        adhesive: 1,
        whiteInk: 0,
        whitedataService: 0,
        lamination: 0,
        format: 2,
        cutlineService: 0,
        deliveryForm: 2,
        individualPackaging: 1,
      },
    },
    svg: hologramNight,
  }),
  item({
    id: 3,
    title: 'カフェのロゴステッカー',
    description: 'テイクアウトカップに貼る、白PPの角丸ロゴステッカーです。',
    productId: 101,
    preset: {
      sizeX: 50,
      sizeY: 50,
      num: 500,
      options: { adhesive: 1, lamination: 2, format: 2, deliveryForm: 1 },
    },
    svg: cafeLogo,
  }),
  item({
    id: 4,
    title: '窓ガラスの営業時間表示',
    description: '透明PETに白インクで文字だけを印刷し、ガラス越しにすっきり見せました。',
    productId: 104,
    preset: {
      sizeX: 240,
      sizeY: 160,
      num: 10,
      options: { adhesive: 1, whiteInk: 3, format: 1, deliveryForm: 1 },
    },
    svg: openHours,
  }),
  item({
    id: 5,
    title: '駐車場の案内看板',
    description: '屋外のフェンスに貼る大判ステッカー。UVカットラミネートで色あせを防ぎます。',
    productId: 301,
    preset: {
      sizeX: 900,
      sizeY: 600,
      num: 2,
      options: { adhesive: 2, lamination: 3, format: 1, deliveryForm: 1 },
    },
    svg: parkingSign,
  }),
  item({
    id: 6,
    title: '備品の管理番号シール',
    description: 'パソコンや机に貼る連番シール。バーコード風のデザインで読み取りやすくしました。',
    productId: 401,
    preset: { shapeId: 2, num: 1000 },
    svg: assetNumber,
  }),
  item({
    id: 7,
    title: 'セールのPOPシール',
    description: 'ギザギザの星形で売り場でも目立つ、値下げ告知用のPOPシールです。',
    productId: 501,
    preset: { shapeId: 2, num: 300 },
    svg: salePop,
  }),
  item({
    id: 8,
    title: '創業記念のエンボスシール',
    description: '金色の金属調フィルムに文字を浮き出させた、記念品の名入れラベルです。',
    productId: 601,
    preset: { shapeId: 2, num: 500, deliveryDateProduct: 7 },
    svg: embossSeal,
  }),
  item({
    id: 9,
    title: 'アパレルのブランドタグ',
    description: 'サテンの上品な光沢を生かした洋服用のブランドラベル。四角形で2営業日発送にも対応します。',
    productId: 154,
    preset: { sizeX: 50, sizeY: 30, num: 300, options: { adhesive: 1, format: 1, deliveryForm: 2 } },
    svg: satinTag,
  }),
  item({
    id: 10,
    title: 'アウトドアの車用ステッカー',
    description: '耐候性塩ビに山並みを描いた、車やクーラーボックスに貼れるステッカーです。',
    productId: 261,
    preset: {
      sizeX: 150,
      sizeY: 80,
      num: 30,
      options: { adhesive: 2, lamination: 3, format: 4, deliveryForm: 2 },
    },
    svg: mountainSticker,
  }),
];
