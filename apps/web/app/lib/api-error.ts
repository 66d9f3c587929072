// The failure half of the API envelope (ARCHITECTURE.md, @shop/domain/error-envelope) as the app
// throws it: `{ message, errors }` with the HTTP status.
import type { FieldErrors } from '@shop/domain/error-envelope';

export type { FieldErrors };

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** The HTTP status; 0 when no answer came (network failure). */
  readonly status: number;
  /** Per-field messages for forms; empty when the failure is not about a field. */
  readonly errors: FieldErrors;

  constructor(status: number, message: string, errors: FieldErrors = {}) {
    super(message);
    this.status = status;
    this.errors = errors;
  }

  /** True when no answer came back at all (offline, DNS, connection reset). */
  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
