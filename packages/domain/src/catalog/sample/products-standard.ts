import type { ProductInput } from '../product.ts';
import * as groups from './choices.ts';
import { stickerProduct } from './sticker-product.ts';

export const whitePp = stickerProduct({
  id: 101,
  name: '白PPステッカー',
  nameDetail: '水に強い定番のフィルム素材',
  slug: 'white-pp',
  description:
    '白いポリプロピレンフィルムに印刷する、いちばん人気のステッカーです。水や油に強く、商品ラベルからノベルティまで幅広く使えます。',
  features: ['耐水・耐油性があり冷蔵品にも使えます', '発色がよく写真もきれいに再現', '小ロット10枚から'],
  material: 1,
  options: {
    adhesive: groups.adhesive(),
    ondemandFoil: groups.ondemandFoil(),
    lamination: groups.lamination({ only: [1, 2] }),
    format: groups.format(),
    cutlineService: groups.cutlineService(),
    halfcut: groups.halfcut(),
    cutpath: groups.cutpath(),
    slit: groups.slit(),
    backSide: groups.backSide(),
    deliveryForm: groups.deliveryForm(),
    sendCopy: groups.sendCopy(),
    individualPackaging: groups.individualPackaging(),
  },
});

export const yupo = stickerProduct({
  id: 102,
  name: 'ユポステッカー',
  nameDetail: '紙のような風合いの合成紙',
  slug: 'yupo',
  description:
    '合成紙ユポを使った、紙のようなやさしい質感のステッカーです。破れにくく水にも強いので、食品表示や屋内外の表示に向いています。',
  features: ['紙の風合いで水に強い', 'ボールペンで書き込めます', '食品表示・管理ラベルに最適'],
  material: 1.05,
  options: {
    adhesive: groups.adhesive(),
    lamination: groups.lamination({ only: [1, 2] }),
    format: groups.format(),
    halfcut: groups.halfcut(),
    slit: groups.slit(),
    deliveryForm: groups.deliveryForm(),
    sendCopy: groups.sendCopy(),
  },
});

export const artPaper = stickerProduct({
  id: 103,
  name: 'アート紙シール',
  nameDetail: 'つやのある紙でお手頃価格',
  slug: 'art-paper',
  description:
    '光沢のあるアート紙に印刷する、もっともお手頃なシールです。屋内で使う商品ラベルや封かんシール、配布物にぴったりです。',
  features: ['いちばんお手頃な素材', '光沢があり発色が鮮やか', '屋内向け（水には弱めです）'],
  material: 0.9,
  options: {
    adhesive: groups.adhesive({ only: [1, 3] }),
    lamination: groups.lamination({ only: [1, 2] }),
    format: groups.format(),
    halfcut: groups.halfcut(),
    deliveryForm: groups.deliveryForm(),
    sendCopy: groups.sendCopy(),
  },
});

export const clearPet = stickerProduct({
  id: 104,
  name: '透明PETステッカー',
  nameDetail: '透けるフィルムに白インクで表現',
  slug: 'clear-pet',
  description:
    '透明なPETフィルムのステッカーです。ガラス面やボトルに貼ると背景が透けておしゃれに仕上がります。白インクを重ねると色がはっきり出ます。',
  features: ['ガラスや透明容器に映える', '白インクで色の見え方を調整', '耐水性があります'],
  material: 1.15,
  look: 'clear',
  options: {
    adhesive: groups.adhesive({ only: [1, 2] }),
    ondemandFoil: groups.ondemandFoil(),
    whiteInk: groups.whiteInk(),
    whitedataService: groups.whitedataService(),
    lamination: groups.lamination({ only: [1, 2] }),
    format: groups.format(),
    cutlineService: groups.cutlineService(),
    halfcut: groups.halfcut(),
    cutpath: groups.cutpath(),
    backSide: groups.backSide(),
    deliveryForm: groups.deliveryForm({ only: [1, 2] }),
    sendCopy: groups.sendCopy(),
    individualPackaging: groups.individualPackaging(),
  },
});

export const standardProducts: ProductInput[] = [whitePp, yupo, artPaper, clearPet];
