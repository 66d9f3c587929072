import { choiceIds } from '@shop/domain/catalog';
import { backingMarginMm, sheetMarginMm } from './print-guides.ts';

/**
 * How the sticker is cut (decision 0800):
 * - fullCut: 全抜き, cut through the sticker and its backing along the cut line;
 * - fullCutWithHalfCut: 全抜き with ハーフカット, the backing cut a few mm outside, the sticker
 *   itself half cut, so it peels off easily;
 * - halfCut: on a sheet or roll, only the sticker is cut and the backing stays whole.
 */
export type CutKind = 'fullCut' | 'fullCutWithHalfCut' | 'halfCut';

export interface CutLines {
  kind: CutKind;
  /** The backing around the cut line: the sheet's or roll's margin, the half-cut backing's. */
  backingMarginMm: number;
  /** A roll rather than a sheet (drawn as a strip). */
  onRoll: boolean;
  /** Separate cut paths in a free-form cut (カットパス): the outer one and any inside it. */
  cutPaths: number;
  /** A slit in the backing (スリット), to peel it from the back. */
  backSlit: boolean;
}

const cutPathCounts: Readonly<Record<number, number>> = {
  [choiceIds.cutpath.one]: 1,
  [choiceIds.cutpath.two]: 2,
  [choiceIds.cutpath.three]: 3,
};

/** A chosen option as far as the drawing cares: its id. */
type Chosen = { id: number } | null;

export function cutLinesOf(item: {
  deliveryForm: Chosen;
  halfcut: Chosen;
  cutpath: Chosen;
  slit: Chosen;
}): CutLines {
  const fullCut = item.deliveryForm?.id === choiceIds.deliveryForm.fullCut;
  // An explicit なし (products 141, 144) is a selection too: only a real choice adds a half cut.
  const halfcut = item.halfcut !== null && item.halfcut.id !== 0;
  const kind: CutKind = fullCut ? (halfcut ? 'fullCutWithHalfCut' : 'fullCut') : 'halfCut';
  return {
    kind,
    backingMarginMm: kind === 'fullCut' ? 0 : kind === 'fullCutWithHalfCut' ? backingMarginMm : sheetMarginMm,
    onRoll: item.deliveryForm?.id === choiceIds.deliveryForm.roll,
    cutPaths: (item.cutpath && cutPathCounts[item.cutpath.id]) ?? 1,
    backSlit: item.slit !== null && item.slit.id !== 0,
  };
}
