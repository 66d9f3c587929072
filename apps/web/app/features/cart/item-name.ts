import { itemNameError } from '@shop/domain/configurator';
import { unusableCharacterMessage } from '@shop/domain/validation';

/**
 * The rule for an item's name, which the spec leaves open (decision 0420): optional; JIS X 0208
 * characters only, reported with the position of the first offender (spec point 5); then at most
 * 30 characters (decision 0104). The API applies the same rule to the items it prints.
 */
export function cartItemNameError(name: string): string | null {
  const composed = name.normalize('NFC');
  const unusable = unusableCharacterMessage(composed);
  if (unusable !== null) return unusable;
  return itemNameError(composed.trim());
}
