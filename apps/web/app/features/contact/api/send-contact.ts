// POST /api/v2/contact (spec point 7): "form fields in camelCase converted", that is the form's
// camelCase names sent in snake_case (family_name, order_id); the API answers errors under the
// same names, taken back to the form's (decision 0445).
import type { ContactForm } from '@shop/domain/forms';
import { apiClient } from '../../../lib/api-client';
import { ApiError, isApiError } from '../../../lib/api-error';

/** familyName → family_name */
export const toSnakeCase = (key: string): string =>
  key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
/** family_name → familyName */
export const toCamelCase = (key: string): string =>
  key.replace(/_([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());

export function contactPayload(form: ContactForm): Record<string, string> {
  return Object.fromEntries(Object.entries(form).map(([key, value]) => [toSnakeCase(key), value]));
}

export async function sendContact(form: ContactForm): Promise<void> {
  try {
    await apiClient.post('/contact', contactPayload(form));
  } catch (error) {
    if (!isApiError(error)) throw error;
    const errors = Object.fromEntries(
      Object.entries(error.errors).map(([key, value]) => [toCamelCase(key), value]),
    );
    throw new ApiError(error.status, error.message, errors);
  }
}
