import type { FieldErrors } from '@shop/domain/error-envelope';
import { apiMessages } from '@shop/domain/messages';

/** An error the customer may see: status, Japanese message and per-field messages. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors: FieldErrors = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (errors: FieldErrors = {}, message: string = apiMessages.badRequest) =>
  new HttpError(400, message, errors);
export const unauthorized = (message: string = apiMessages.unauthorized) => new HttpError(401, message);
export const forbidden = (message: string = apiMessages.forbidden) => new HttpError(403, message);
export const notFound = (message: string = apiMessages.notFound) => new HttpError(404, message);
export const conflict = (message: string = apiMessages.conflict) => new HttpError(409, message);
export const unprocessable = (errors: FieldErrors = {}, message: string = apiMessages.unprocessable) =>
  new HttpError(422, message, errors);
