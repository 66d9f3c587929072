// Purchase numbers are shown as the 11 digits the routes and the customer's mails use, whatever
// form the store hands them over in (a number loses leading zeros).
import { PURCHASE_NUMBER_LENGTH } from '../orders/purchase-number.ts';

/** 26112100001 → '26112100001'; 123 → '00000000123'. Anything else is returned as given. */
export function formatPurchaseNumber(value: number | string): string {
  const text =
    typeof value === 'number'
      ? Number.isSafeInteger(value) && value >= 0
        ? String(value)
        : ''
      : value.trim();
  if (!new RegExp(`^\\d{1,${PURCHASE_NUMBER_LENGTH}}$`).test(text)) return String(value);
  return text.padStart(PURCHASE_NUMBER_LENGTH, '0');
}
