import { configuratorMessages } from '@shop/domain/messages';

/**
 * The customer's own name for a cart line (e.g. 店頭用ラベル), printed on the order sheet and the
 * invoice line. 30 characters fit there. docs/decisions/0104-item-name.md.
 */
export const itemNameMaxLength = 30;

export function itemNameError(name: string): string | null {
  // Counted in code points so a character outside the BMP counts once.
  return [...name].length > itemNameMaxLength ? configuratorMessages.nameTooLong(itemNameMaxLength) : null;
}
