import type { MaterialLook } from '../material-look.ts';
import type { ProductInput } from '../product.ts';
import type { DeliveryDateOption, Shape, SizeClass } from '../size-schema.ts';
import * as groups from './choices.ts';
import { buildEnabledNums, buildPriceTable, type PriceCurve } from './price-curve.ts';
import {
  bigStickerCurve,
  bigStickerDeliveryDates,
  bigStickerQuantities,
  bigStickerSizeClasses,
  bigStickerSpec,
} from './sizes.ts';

export const bigSticker: ProductInput = {
  id: 301,
  name: '大判ステッカー',
  nameDetail: '看板や窓に貼れる最大1,200mm',
  productType: 'bigsticker',
  setting: {
    slug: 'large-format',
    description:
      '店舗のウィンドウや看板、展示会のパネルに使える大きなステッカーです。屋外用の塩ビフィルムに印刷し、1枚からご注文いただけます。',
    features: ['長辺1,200mmまで対応', '1枚からご注文いただけます', '屋外でも使える塩ビ素材'],
    look: 'weatherproof',
    spec: bigStickerSpec,
    sizeClasses: bigStickerSizeClasses,
    priceTable: buildPriceTable(bigStickerCurve, bigStickerSizeClasses, bigStickerQuantities),
    enabledNums: buildEnabledNums(bigStickerSizeClasses, bigStickerQuantities, (c) =>
      c.longMax > 600 ? 30 : 100,
    ),
    deliveryDates: bigStickerDeliveryDates,
    options: {
      adhesive: groups.adhesive(),
      lamination: groups.lamination(),
      format: groups.format({ only: [1, 2, 4] }),
      deliveryForm: groups.deliveryForm({ only: [1, 2] }),
    },
  },
};

interface ShapedFacts {
  id: number;
  name: string;
  nameDetail: string;
  productType: 'numbering' | 'pop' | 'embos';
  slug: string;
  description: string;
  features: string[];
  sizeClasses: SizeClass[];
  shapes: Shape[];
  quantities: number[];
  curve: PriceCurve;
  deliveryDates: DeliveryDateOption[];
  look?: MaterialLook;
}

function shapedProduct(facts: ShapedFacts): ProductInput {
  return {
    id: facts.id,
    name: facts.name,
    nameDetail: facts.nameDetail,
    productType: facts.productType,
    setting: {
      slug: facts.slug,
      description: facts.description,
      features: facts.features,
      look: facts.look ?? 'white',
      sizeClasses: facts.sizeClasses,
      shapes: facts.shapes,
      priceTable: buildPriceTable(facts.curve, facts.sizeClasses, facts.quantities),
      enabledNums: buildEnabledNums(facts.sizeClasses, facts.quantities),
      deliveryDates: facts.deliveryDates,
    },
  };
}

const classes = (...sizes: [string, number][]): SizeClass[] =>
  sizes.map(([sizeName, longMax], index) => ({ id: index + 1, sizeName, longMax }));

export const numbering = shapedProduct({
  id: 401,
  name: 'ナンバリングシール',
  nameDetail: '連番入りの管理番号シール',
  productType: 'numbering',
  slug: 'numbering',
  description:
    '1枚ずつ異なる番号を印字する連番シールです。備品や機器の管理番号、抽選券、シリアルナンバーの表示に使えます。',
  features: ['連番・桁数・接頭文字を指定できます', '水に強い白PP素材', '100枚から'],
  sizeClasses: classes(['小', 30], ['中', 50], ['大', 80]),
  shapes: [
    { id: 1, name: '四角 小（30×15mm）', sealSize: 1, sizeX: 30, sizeY: 15 },
    { id: 2, name: '四角 中（50×25mm）', sealSize: 2, sizeX: 50, sizeY: 25 },
    { id: 3, name: '四角 大（80×40mm）', sealSize: 3, sizeX: 80, sizeY: 40 },
    { id: 4, name: '丸 小（直径25mm）', sealSize: 1, sizeX: 25, sizeY: 25 },
    { id: 5, name: '丸 中（直径40mm）', sealSize: 2, sizeX: 40, sizeY: 40 },
  ],
  quantities: [100, 200, 300, 500, 1000, 2000, 3000, 5000, 10000],
  curve: { setup: 4000, unit: 6, referenceLong: 50, sizeExponent: 1.2, volumeExponent: 0.92, material: 1 },
  deliveryDates: [
    { days: 7, ratePercent: 95 },
    { days: 5, ratePercent: 100 },
    { days: 3, ratePercent: 120 },
  ],
});

export const pop = shapedProduct({
  id: 501,
  name: 'POPシール',
  nameDetail: '売り場で目を引く型抜きシール',
  productType: 'pop',
  slug: 'pop',
  description:
    '星形や吹き出しなど、決まった形に型抜きした販促用のシールです。値札や「おすすめ」「新商品」の表示など、売り場のアクセントになります。',
  features: ['目を引く型抜きの形', '再剥離のりで商品を傷めません', '50枚から'],
  sizeClasses: classes(['小', 40], ['中', 60], ['大', 80]),
  shapes: [
    { id: 1, name: '丸（直径40mm）', sealSize: 1, sizeX: 40, sizeY: 40 },
    { id: 2, name: '星形（50mm）', sealSize: 2, sizeX: 50, sizeY: 50 },
    { id: 3, name: '吹き出し（60×45mm）', sealSize: 2, sizeX: 60, sizeY: 45 },
    { id: 4, name: 'ハート（45mm）', sealSize: 2, sizeX: 45, sizeY: 45 },
    { id: 5, name: '短冊（80×30mm）', sealSize: 3, sizeX: 80, sizeY: 30 },
  ],
  quantities: [50, 100, 300, 500, 1000, 3000],
  curve: { setup: 1500, unit: 15, referenceLong: 50, sizeExponent: 1.6, volumeExponent: 0.92, material: 1 },
  deliveryDates: [
    { days: 7, ratePercent: 90 },
    { days: 5, ratePercent: 100 },
    { days: 3, ratePercent: 120 },
    { days: 2, ratePercent: 150 },
  ],
});

export const emboss = shapedProduct({
  id: 601,
  name: 'エンボスシール',
  nameDetail: '文字が浮き出る金属調ラベル',
  productType: 'embos',
  slug: 'emboss',
  description:
    '金型で文字やロゴを浮き上がらせた、金属のような質感の高級シールです。記念品や贈答品、名入れラベルに重厚感を添えます。',
  features: ['立体的に浮き出る文字とロゴ', '金・銀の金属調フィルム', '記念品・名入れに'],
  look: 'metallic',
  sizeClasses: classes(['小', 20], ['中', 40], ['大', 50]),
  shapes: [
    { id: 1, name: '丸（直径20mm）', sealSize: 1, sizeX: 20, sizeY: 20 },
    { id: 2, name: '丸（直径30mm）', sealSize: 2, sizeX: 30, sizeY: 30 },
    { id: 3, name: '楕円（40×25mm）', sealSize: 2, sizeX: 40, sizeY: 25 },
    { id: 4, name: '角丸四角（50×20mm）', sealSize: 3, sizeX: 50, sizeY: 20 },
  ],
  quantities: [100, 300, 500, 1000, 2000, 3000],
  curve: { setup: 9000, unit: 25, referenceLong: 30, sizeExponent: 1.6, volumeExponent: 0.92, material: 1 },
  deliveryDates: [
    { days: 7, ratePercent: 100 },
    { days: 5, ratePercent: 115 },
  ],
});

/** Product 159: not priced from tables but from the estimate the shop answered (spec point 4). */
export const estimate: ProductInput = {
  id: 159,
  name: 'お見積り商品',
  nameDetail: 'お見積り内容でのご注文',
  productType: 'estimate',
  setting: {
    slug: 'estimate',
    description: 'お見積りでご案内した仕様・金額でご注文いただく商品です。',
  },
};

export const otherProducts: ProductInput[] = [bigSticker, numbering, pop, emboss, estimate];
