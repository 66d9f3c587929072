// Sends one generated bad request to the app as its sender would: the fuzz test checks the answer,
// the fuzz bench (bench/fuzz-slowest.ts) times it.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { BadRequest } from './bad-requests.ts';

export function injectBadRequest(
  app: FastifyInstance,
  request: BadRequest,
  memberToken: string,
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { ...request.headers };
  if (request.sender === 'member') headers.authorization = `Bearer ${memberToken}`;
  if (request.sender === 'forged') headers.authorization = `Bearer ${'A'.repeat(43)}`;
  return app.inject({
    // The generated methods are the OpenAPI document's, which inject accepts.
    method: request.method as 'GET',
    url: request.url,
    headers,
    remoteAddress: request.remoteAddress,
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
}
