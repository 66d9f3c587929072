// Spec point 9: postal codes are shown as 7 zero-padded digits, 3-4 with a hyphen, optionally
// after the postal mark.
import { normalisePostalCode } from '../validation/postal-code.ts';

/** 1000001 → '100-0001'; with { mark: true } → '〒100-0001'. Anything not a postal code is returned as given. */
export function formatPostalCode(value: string | number, options: { mark?: boolean } = {}): string {
  const digits = normalisePostalCode(value);
  if (!/^\d{7}$/.test(digits)) return String(value);
  return `${options.mark === true ? '〒' : ''}${digits.slice(0, 3)}-${digits.slice(3)}`;
}
