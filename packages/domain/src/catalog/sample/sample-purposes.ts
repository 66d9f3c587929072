import type { Preset, PresetInput } from '../preset.ts';

/** A purpose page (/purposes/{slug}): what the sticker is for and a configuration to start from. */
export interface Purpose {
  slug: string;
  title: string;
  /** Paragraphs of explanation, in order. */
  body: string[];
  productId: number;
  preset: Preset;
}

const purpose = (facts: Omit<Purpose, 'preset'> & { preset: PresetInput }): Purpose => ({
  ...facts,
  // The schema's one default, set here so that the pages need no zod (the test parses each: 0560).
  preset: { ...facts.preset, options: facts.preset.options ?? {} },
});

export const samplePurposes: Purpose[] = [
  purpose({
    slug: 'product-label',
    title: '商品ラベル',
    body: [
      '瓶や箱、パッケージに貼る商品ラベルには、水や油に強い白PPステッカーがおすすめです。冷蔵・冷凍する商品にも安心してお使いいただけます。',
      '角丸四角形にするとはがれにくく、手に取ったときの印象もやわらかくなります。100枚からでも1枚あたりお手頃な価格でご用意できます。',
    ],
    productId: 101,
    preset: {
      sizeX: 50,
      sizeY: 50,
      num: 100,
      options: { adhesive: 1, lamination: 1, format: 2, deliveryForm: 1 },
    },
  }),
  purpose({
    slug: 'novelty',
    title: 'ノベルティ',
    body: [
      'イベントや店頭で配るノベルティには、見る角度で輝くホログラムステッカーが喜ばれます。',
      'キャラクターやロゴの形に合わせた自由形状のカットと、OPP袋の個包装で、そのまま配れる状態でお届けします。',
    ],
    productId: 141,
    preset: {
      sizeX: 60,
      sizeY: 60,
      num: 100,
      options: {
        adhesive: 1,
        whiteInk: 0,
        whitedataService: 0,
        lamination: 0,
        format: 4,
        cutlineService: 0,
        deliveryForm: 2,
        individualPackaging: 1,
      },
    },
  }),
  purpose({
    slug: 'outdoor-sign',
    title: '屋外看板',
    body: [
      '店舗の看板や駐車場の案内など、屋外に掲示するものは大判ステッカーで。長辺1,200mmまで1枚から製作できます。',
      'UVカットラミネートを重ねると、日差しによる色あせを抑えて長くきれいに保てます。',
    ],
    productId: 301,
    preset: {
      sizeX: 600,
      sizeY: 450,
      num: 1,
      options: { adhesive: 2, lamination: 3, format: 1, deliveryForm: 1 },
    },
  }),
  purpose({
    slug: 'food-label',
    title: '食品表示',
    body: [
      '原材料や賞味期限を載せる食品表示ラベルは、紙のような風合いで水にも強いユポステッカーが向いています。',
      'ボールペンで日付を書き込めるので、製造日の手書きにも対応できます。',
    ],
    productId: 102,
    preset: { sizeX: 60, sizeY: 40, num: 300, options: { adhesive: 1, format: 1, deliveryForm: 1 } },
  }),
  purpose({
    slug: 'event',
    title: 'イベント',
    body: [
      '急ぎのイベントにも、四角形のサテンステッカーなら最短2営業日で発送できます。上品な光沢で、記念品や配布物の格が上がります。',
      '2営業日発送は四角形（角丸なし）・全抜きでのご注文が条件です。',
    ],
    productId: 154,
    preset: {
      sizeX: 50,
      sizeY: 30,
      num: 100,
      deliveryDateProduct: 2,
      options: { adhesive: 1, format: 1, deliveryForm: 2 },
    },
  }),
  purpose({
    slug: 'name-label',
    title: '名入れ',
    body: [
      '社名や店名、記念日を入れる名入れには、文字が立体的に浮き出るエンボスシールがおすすめです。',
      '金属のような質感で、贈答品や記念品に重厚感を添えます。',
    ],
    productId: 601,
    preset: { shapeId: 2, num: 300, deliveryDateProduct: 7 },
  }),
  purpose({
    slug: 'asset-number',
    title: '管理番号',
    body: [
      '備品や機器の管理には、1枚ずつ番号の異なるナンバリングシールが便利です。',
      '桁数や先頭の文字を指定でき、棚卸しや貸出管理がはかどります。',
    ],
    productId: 401,
    preset: { shapeId: 2, num: 500 },
  }),
  purpose({
    slug: 'store-pop',
    title: '店頭POP',
    body: [
      '「おすすめ」「新商品」「SALE」など、売り場で目を引くPOPシール。星形や吹き出しの形で商品をひと目で目立たせます。',
    ],
    productId: 501,
    preset: { shapeId: 2, num: 100 },
  }),
  purpose({
    slug: 'gift-seal',
    title: 'ギフト・封かん',
    body: [
      '焼き菓子の袋やギフトの封かんには、クラフト紙に金箔をのせたシールがよく似合います。',
      'ナチュラルな紙の風合いが、手作りのあたたかさを伝えます。',
    ],
    productId: 144,
    preset: {
      sizeX: 40,
      sizeY: 40,
      num: 100,
      options: { adhesive: 1, ondemandFoil: 1, format: 3, halfcut: 0, deliveryForm: 1, sendCopy: 0 },
    },
  }),
  purpose({
    slug: 'vehicle',
    title: '車・バイク',
    body: [
      '車やバイク、屋外の設備に貼るステッカーは、耐候性のある塩ビ素材で。雨や日差しの下でも長持ちします。',
    ],
    productId: 261,
    preset: {
      sizeX: 150,
      sizeY: 80,
      num: 20,
      options: { adhesive: 2, lamination: 3, format: 4, deliveryForm: 2 },
    },
  }),
];
