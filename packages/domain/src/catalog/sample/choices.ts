import type { OptionChoiceInput, OptionGroupInput, PricingRule } from '../choice-schema.ts';

/**
 * The option groups of the sample catalogue. Prices are tax excluded; the set-up charges and
 * per-piece figures follow what the big printers publish (MARKET.md) where they publish any.
 */
interface GroupOptions {
  /** Products 141 and 144: the group starts with an explicit なし choice and must be answered. */
  withNone?: boolean;
  /** Keep only these choice ids. */
  only?: number[];
  required?: boolean;
  label?: string;
}

/** The id of every なし choice. */
export const noneChoiceId = 0;

/**
 * The ids of the choices whose meaning the preview draws (issue 23): the groups are built here,
 * so a choice has the same id in every product that offers it.
 */
export const choiceIds = {
  format: { rectangle: 1, roundedRectangle: 2, ellipse: 3, freeform: 4 },
  lamination: { gloss: 1, matte: 2, uvCut: 3 },
  whiteInk: { none: 1, full: 2, designOnly: 3 },
  ondemandFoil: { gold: 1, silver: 2, hologram: 3 },
  deliveryForm: { sheet: 1, fullCut: 2, roll: 3 },
  cutpath: { one: 1, two: 2, three: 3 },
} as const;

function choice(
  id: number,
  name: string,
  pricing: Partial<PricingRule> = {},
  more: Pick<OptionChoiceInput, 'additionalDays' | 'description'> = {},
): OptionChoiceInput {
  return { id, name, pricing, ...more };
}

function group(
  choices: OptionChoiceInput[],
  options: GroupOptions,
  requiredByDefault: boolean,
): OptionGroupInput {
  const kept = options.only ? choices.filter((c) => options.only?.includes(c.id)) : choices;
  const none: OptionChoiceInput[] = options.withNone ? [{ id: noneChoiceId, name: 'なし', none: true }] : [];
  return {
    ...(options.label ? { label: options.label } : {}),
    required: options.required ?? (options.withNone || requiredByDefault),
    choices: [...none, ...kept],
  };
}

export const adhesive = (options: GroupOptions = {}) =>
  group(
    [
      choice(1, '通常のり', {}, { description: '紙・プラスチック・ガラスなど平らな面に。' }),
      choice(2, '強粘着', { percent: 10 }, { description: '凹凸のある面や屋外でもはがれにくいのりです。' }),
      choice(
        3,
        '再剥離',
        { percent: 10 },
        { description: '貼ってはがせるのりで、跡が残りにくいタイプです。' },
      ),
    ],
    options,
    true,
  );

export const ondemandFoil = (options: GroupOptions = {}) =>
  group(
    [
      choice(choiceIds.ondemandFoil.gold, '金箔', { perOrder: 3000, perPiece: 5 }, { additionalDays: 1 }),
      choice(choiceIds.ondemandFoil.silver, '銀箔', { perOrder: 3000, perPiece: 5 }, { additionalDays: 1 }),
      choice(
        choiceIds.ondemandFoil.hologram,
        'ホログラム箔',
        { perOrder: 3500, perPiece: 6 },
        { additionalDays: 1 },
      ),
    ],
    options,
    false,
  );

export const whiteInk = (options: GroupOptions = {}) =>
  group(
    [
      choice(choiceIds.whiteInk.none, '白インクなし（透け感を生かす）'),
      choice(
        choiceIds.whiteInk.full,
        '全面に白インク',
        { percent: 15 },
        { description: '色を鮮やかに見せたいときに。' },
      ),
      choice(choiceIds.whiteInk.designOnly, 'デザイン部分のみ白インク', { percent: 15 }),
    ],
    options,
    true,
  );

export const whitedataService = (options: GroupOptions = {}) =>
  group([choice(1, '白版データを作成する', { perOrder: 1000 })], options, false);

export const lamination = (options: GroupOptions = {}) =>
  group(
    [
      choice(choiceIds.lamination.gloss, 'グロスラミネート（つやあり）', { percent: 20 }),
      choice(choiceIds.lamination.matte, 'マットラミネート（つや消し）', { percent: 20 }),
      choice(
        choiceIds.lamination.uvCut,
        'UVカットラミネート',
        { percent: 30 },
        { description: '屋外での色あせを抑えます。' },
      ),
    ],
    options,
    false,
  );

/** The format ids the satin rules (product 154) call "rectangle": square corners only. */
export const rectangleFormatId = choiceIds.format.rectangle;

export const format = (options: GroupOptions = {}) =>
  group(
    [
      choice(rectangleFormatId, '四角形'),
      choice(choiceIds.format.roundedRectangle, '角丸四角形'),
      choice(choiceIds.format.ellipse, '円・楕円'),
      choice(choiceIds.format.freeform, '自由形状（フリーカット）', { percent: 10 }),
    ],
    options,
    true,
  );

export const cutlineService = (options: GroupOptions = {}) =>
  group([choice(1, 'カットラインを作成する', { perOrder: 1000 })], options, false);

export const halfcut = (options: GroupOptions = {}) =>
  group([choice(1, 'ハーフカットを入れる', { perPiece: 2 })], options, false);

export const cutpath = (options: GroupOptions = {}) =>
  group(
    [
      choice(choiceIds.cutpath.one, '1パス（標準）'),
      choice(choiceIds.cutpath.two, '2パス', { perOrder: 1000 }),
      choice(choiceIds.cutpath.three, '3パス', { perOrder: 2000 }, { additionalDays: 1 }),
    ],
    options,
    false,
  );

export const slit = (options: GroupOptions = {}) =>
  group([choice(1, '裏面にスリットを入れる', { perPiece: 1 })], options, false);

export const backSide = (options: GroupOptions = {}) =>
  group([choice(1, '裏面に1色印刷', { perOrder: 1500, perPiece: 3 }, { additionalDays: 1 })], options, false);

/** The delivery form the satin rules (product 154) require: full cut. */
export const fullCutDeliveryFormId = choiceIds.deliveryForm.fullCut;

export const deliveryForm = (options: GroupOptions = {}) =>
  group(
    [
      choice(choiceIds.deliveryForm.sheet, 'シート単位の四角カット'),
      choice(fullCutDeliveryFormId, '全抜き（1枚ずつカット）', { perPiece: 8 }),
      choice(choiceIds.deliveryForm.roll, 'ロール納品', { perOrder: 3000 }, { additionalDays: 2 }),
    ],
    options,
    true,
  );

export const sendCopy = (options: GroupOptions = {}) =>
  group([choice(1, 'ご注文者様へ控えを5枚お送りする', { perOrder: 500 })], options, false);

export const individualPackaging = (options: GroupOptions = {}) =>
  group([choice(1, 'OPP袋で個包装', { perPiece: 15 }, { additionalDays: 1 })], options, false);
