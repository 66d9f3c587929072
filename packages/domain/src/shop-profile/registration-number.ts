// The qualified-invoice issuer registration number (適格請求書発行事業者登録番号). For a company it
// is 'T' followed by its 13-digit corporate number (法人番号), whose first digit is a check digit:
// 9 − (Σ Pn × Qn mod 9) over the other 12 digits, Pn counted from the last digit, Qn = 1 for odd
// n and 2 for even n. Decisions 0300 and 0634.

const REGISTRATION_NUMBER = /^T(\d)(\d{12})$/;

/** The check digit a 12-digit corporate number base must carry. */
export function corporateNumberCheckDigit(base12: string): number {
  if (!/^\d{12}$/.test(base12)) throw new RangeError(`Not 12 digits: ${base12}`);
  let sum = 0;
  for (let n = 1; n <= 12; n += 1) {
    const digit = Number(base12[12 - n]);
    sum += digit * (n % 2 === 1 ? 1 : 2);
  }
  return 9 - (sum % 9);
}

/** 'T' + 13 digits whose first digit is the corporate-number check digit. */
export function isRegistrationNumber(value: string): boolean {
  const match = REGISTRATION_NUMBER.exec(value);
  if (!match) return false;
  const [, check, base] = match;
  return Number(check) === corporateNumberCheckDigit(base ?? '');
}
