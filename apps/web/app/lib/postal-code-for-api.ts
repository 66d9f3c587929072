// Apart from the lookup (postal-lookup.ts): the forms' send calls need this in their first view,
// the lookup only once the address block has loaded (decision 0563).
import { normalisePostalCode } from '@shop/domain/validation';

/**
 * Spec point 5: postal codes are sent as numbers without the hyphen ('0600000' → 600000; the API
 * pads the leading zero back).
 */
export function postalCodeForApi(postalCode: string): number {
  return Number.parseInt(normalisePostalCode(postalCode), 10);
}
