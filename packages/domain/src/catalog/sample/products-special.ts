import type { ProductInput } from '../product.ts';
import * as groups from './choices.ts';
import { fullCutDeliveryFormId, rectangleFormatId } from './choices.ts';
import { stickerProduct } from './sticker-product.ts';

/** Product 141: every group offers an explicit なし (spec point 9). */
export const hologram = stickerProduct({
  id: 141,
  name: 'ホログラムステッカー',
  nameDetail: '見る角度で虹色に輝く',
  slug: 'hologram',
  description:
    'ホログラムフィルムに印刷する、キラキラと輝くステッカーです。ノベルティやグッズ、イベントの特典に人気があります。',
  features: ['角度によって虹色に光ります', '白インクで輝かせる部分を調整', 'グッズ・特典に人気'],
  material: 1.4,
  look: 'hologram',
  options: {
    adhesive: groups.adhesive({ only: [1, 2] }),
    whiteInk: groups.whiteInk({ withNone: true, only: [2, 3] }),
    whitedataService: groups.whitedataService({ withNone: true }),
    lamination: groups.lamination({ withNone: true, only: [1, 2] }),
    format: groups.format(),
    cutlineService: groups.cutlineService({ withNone: true }),
    deliveryForm: groups.deliveryForm({ only: [1, 2] }),
    individualPackaging: groups.individualPackaging({ withNone: true }),
  },
});

/** Product 144: every group offers an explicit なし (spec point 9). */
export const kraft = stickerProduct({
  id: 144,
  name: 'クラフト紙シール',
  nameDetail: 'ナチュラルな風合いの茶色い紙',
  slug: 'kraft',
  description:
    '未晒しのクラフト紙を使った、素朴で温かみのあるシールです。焼き菓子やハンドメイド作品のラベル、ギフトの封かんに向いています。',
  features: ['手作り感のあるナチュラルな風合い', '金箔・銀箔との相性が抜群', '屋内向けの紙素材です'],
  material: 1.1,
  look: 'kraft',
  options: {
    adhesive: groups.adhesive({ only: [1, 3] }),
    ondemandFoil: groups.ondemandFoil({ withNone: true, only: [1, 2] }),
    format: groups.format(),
    halfcut: groups.halfcut({ withNone: true }),
    deliveryForm: groups.deliveryForm({ only: [1, 2] }),
    sendCopy: groups.sendCopy({ withNone: true }),
  },
});

/**
 * Product 154: 2-day shipping only in the rectangle format, the cut-line service only with the
 * rectangle, and full cut (全抜き) the only delivery form (spec point 9).
 */
export const satin = stickerProduct({
  id: 154,
  name: 'サテンステッカー',
  nameDetail: 'しっとり上品な布のような光沢',
  slug: 'satin',
  description:
    'サテン生地のような、なめらかでやわらかな光沢のステッカーです。アパレルや化粧品など、上質さを伝えたい商品のラベルにおすすめです。',
  features: ['布のような上品な光沢', '四角形なら2営業日発送に対応', '高級感のある商品ラベルに'],
  material: 1.2,
  look: 'satin',
  options: {
    adhesive: groups.adhesive({ only: [1] }),
    format: groups.format(),
    cutlineService: groups.cutlineService(),
    deliveryForm: groups.deliveryForm({ only: [1, 2] }),
    individualPackaging: groups.individualPackaging(),
  },
  restrictions: {
    fastDelivery: { days: 2, formatIds: [rectangleFormatId] },
    cutlineService: { formatIds: [rectangleFormatId] },
    deliveryForm: { allowedIds: [fullCutDeliveryFormId] },
  },
});

/** Product 261: when an order is repeated, its 3-day delivery becomes 5 (spec point 4). */
export const weatherproofVinyl = stickerProduct({
  id: 261,
  name: '耐候性塩ビステッカー',
  nameDetail: '屋外で3〜5年色あせにくい',
  slug: 'weatherproof-vinyl',
  description:
    '屋外用の塩ビフィルムに耐候性インクで印刷するステッカーです。車両や看板、屋外の設備表示など、雨や日差しにさらされる場所でも長持ちします。',
  features: [
    '屋外耐候3〜5年（UVカットラミネート併用時）',
    '曲面にもなじむ柔らかなフィルム',
    '車・バイク・看板に',
  ],
  material: 1.3,
  look: 'weatherproof',
  options: {
    adhesive: groups.adhesive({ only: [1, 2] }),
    lamination: groups.lamination(),
    format: groups.format(),
    cutlineService: groups.cutlineService(),
    halfcut: groups.halfcut(),
    deliveryForm: groups.deliveryForm({ only: [1, 2] }),
    sendCopy: groups.sendCopy(),
  },
  repeatDelivery: { from: 3, to: 5 },
});

export const specialProducts: ProductInput[] = [hologram, kraft, satin, weatherproofVinyl];
