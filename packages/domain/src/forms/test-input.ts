// Good inputs shared by the form tests: each test changes one field and expects one message there.
import { fieldErrorsOf, type FieldErrors } from '../validation/field-errors.ts';
import type { z } from 'zod/mini';

export const tokyoAddress = {
  postalCode: '100-0001',
  addressLevel1: '13',
  addressLevel2: '千代田区',
  addressLine1: '千代田1-1',
  addressLine2: 'ステッカービル3階',
  receivedPostalData: [{ prefecture: '東京都', city: '千代田区' }],
};

export const yamadaTaro = {
  familyName: '山田',
  givenName: '太郎',
  familyKana: 'ヤマダ',
  givenKana: 'タロウ',
};

/** The first message of each field, or null when the input passes. */
export function errorsOf(schema: z.ZodMiniType, input: unknown): FieldErrors | null {
  const result = schema.safeParse(input);
  return result.success ? null : fieldErrorsOf(result.error);
}
