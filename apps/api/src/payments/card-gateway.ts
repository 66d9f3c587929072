// The card gateway the configuration asks for (decision 0323). With no CARD_PROVIDER_URL the
// provider is this process's own stand-in, called in process through Fastify's inject: the same
// requests and answers as over HTTP, without a network hop to the shop's public address (which a
// proxy, TLS or a test without a listening socket would stand in the way of).
import type { FastifyInstance } from 'fastify';
import { SANDBOX_PAY_PATH, type Config } from '../config.ts';
import type { CardGateway } from './gateway.ts';
import { httpCardGateway } from './http-gateway.ts';
import type { FetchLike } from './provider-call.ts';

/** True when the configured provider is the stand-in this process serves. */
export function usesOwnSandbox(config: Config): boolean {
  return config.sandboxPay && config.cardProviderUrl === `${config.publicUrl}${SANDBOX_PAY_PATH}`;
}

export function cardGatewayFor(app: FastifyInstance): CardGateway {
  const config = app.config;
  if (usesOwnSandbox(config)) {
    return httpCardGateway({
      baseUrl: SANDBOX_PAY_PATH,
      contractCode: config.cardContractCode,
      timeoutMs: config.cardProviderTimeoutMs,
      fetch: injectFetch(app),
    });
  }
  return httpCardGateway({
    baseUrl: config.cardProviderUrl,
    contractCode: config.cardContractCode,
    timeoutMs: config.cardProviderTimeoutMs,
  });
}

/** fetch through app.inject: `url` is a path on this app. The gateway's own timer bounds it. */
export function injectFetch(app: FastifyInstance): FetchLike {
  return async (url, init) => {
    const response = await app.inject({
      method: init.method,
      url,
      headers: init.headers,
      payload: init.body,
    });
    return { status: response.statusCode, text: async () => response.body };
  };
}
