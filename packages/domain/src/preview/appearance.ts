import { choiceIds, type MaterialLook, type OptionSelection, type Product } from '@shop/domain/catalog';

export type Lamination = 'gloss' | 'matte' | 'uvCut';
export type WhiteInk = 'none' | 'full' | 'designOnly';
export type Foil = 'gold' | 'silver' | 'hologram';

/** How the sticker looks: the material, its lamination, the white ink under the colours, a foil. */
export interface Appearance {
  look: MaterialLook;
  lamination: Lamination | null;
  /** Only on a material one sees through (clear, hologram); null elsewhere. */
  whiteInk: WhiteInk | null;
  foil: Foil | null;
}

function byId<T extends string>(
  ids: Readonly<Record<T, number>>,
  selection: OptionSelection | null,
): T | null {
  if (!selection) return null;
  const found = (Object.keys(ids) as T[]).find((key) => ids[key] === selection.id);
  return found ?? null;
}

const seeThrough: ReadonlySet<MaterialLook> = new Set(['clear', 'hologram']);

export function appearanceOf(
  product: Product,
  item: {
    lamination: OptionSelection | null;
    whiteInk: OptionSelection | null;
    ondemandFoil: OptionSelection | null;
  },
): Appearance {
  const look = product.setting.look;
  // A see-through film with no white ink chosen yet shows what it looks like without any.
  const whiteInk = seeThrough.has(look) ? (byId(choiceIds.whiteInk, item.whiteInk) ?? 'none') : null;
  return {
    look,
    lamination: byId(choiceIds.lamination, item.lamination),
    whiteInk,
    foil: byId(choiceIds.ondemandFoil, item.ondemandFoil),
  };
}
