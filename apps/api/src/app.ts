// The whole server as one Fastify plugin tree: external plugins, then app plugins, then routes.
// server.ts only opens the database, listens and shuts down.
import { virtualAccountRoutes } from './modules/virtual-account/routes.ts';
import { deferredPaymentRoutes } from './modules/deferred-payment/routes.ts';
import { invoiceCreditRoutes } from './modules/invoice-credit/routes.ts';
import { staffInvoiceCreditRoutes } from './modules/invoice-credit/staff-routes.ts';
import { invoiceCreditWebhookRoutes } from './modules/invoice-credit/webhook.ts';
import { useShopProfile } from './documents/shop-profile.ts';
import fastifyHelmet from '@fastify/helmet';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { japaneseErrorMap } from '@shop/domain/messages';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import type { FileStore } from './lib/file-store/file-store.ts';
import { openFileStore } from './lib/file-store/open-file-store.ts';
import { safeErrorForLog } from './lib/safe-error-log.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { templateRoutes } from './modules/templates/routes.ts';
import { calendarRoutes } from './modules/calendar/routes.ts';
import { infoRoutes } from './modules/info/routes.ts';
import { pricingRoutes } from './modules/pricing/routes.ts';
import { accountRoutes } from './modules/account/routes.ts';
import { addressRoutes } from './modules/addresses/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { postalRoutes } from './modules/postal/routes.ts';
import { checkoutRoutes } from './modules/checkout/routes.ts';
import { payPayRoutes } from './modules/paypay/routes.ts';
import { payPayWebhookRoutes } from './modules/paypay/webhook.ts';
import { requestRoutes } from './modules/requests/routes.ts';
import { clientConfigRoutes } from './modules/quotation/client-config.ts';
import { shopProfileRoutes } from './modules/shop-profile/routes.ts';
import { quotationRoutes } from './modules/quotation/routes.ts';
import { orderRoutes } from './modules/orders/routes.ts';
import { uploadRoutes } from './modules/uploads/routes.ts';
import { documentRoutes } from './modules/documents/routes.ts';
import { estimateRoutes } from './modules/estimates/routes.ts';
import { emailVerificationRoutes } from './modules/email-verification/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { staffGuardPlugin } from './modules/staff/staff-guard.ts';
import { staffSessionRoutes } from './modules/staff/routes.ts';
import { backOfficeOrderRoutes } from './modules/back-office-orders/routes.ts';
import { staffRoutes } from './modules/staff/staff-routes.ts';
import { auditRoutes } from './modules/audit/routes.ts';
import { memberProofRoutes } from './modules/proofs/member-routes.ts';
import { staffProofRoutes } from './modules/proofs/staff-routes.ts';
import { backOfficeArtworkRoutes } from './modules/back-office-artwork/routes.ts';
import { backOfficeEstimateRoutes } from './modules/back-office-estimates/routes.ts';
import { inboxRoutes } from './modules/inbox/routes.ts';
import { promotionRoutes } from './modules/promotions/routes.ts';
import { STAFF_COOKIE } from './modules/staff/staff-session.ts';
import { authPlugin } from './plugins/auth.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { contentSecurityPolicyPlugin } from './plugins/content-security-policy.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { clientErrorHandler, frameworkErrors } from './plugins/framework-errors.ts';
import { notFoundPlugin } from './plugins/not-found.ts';
import { publicUrlPlugin } from './plugins/public-url.ts';
import { routeListPlugin } from './plugins/route-list.ts';
import { slowClientsPlugin } from './plugins/slow-clients.ts';
import { webAppPlugin } from './plugins/web-app.ts';
import { adminAppPlugin } from './plugins/admin-app.ts';
import { sandboxPayPlugin } from './sandbox-pay/plugin.ts';
import { deviceRedirectPlugin } from './device-redirect/plugin.ts';

// Zod's default messages in the spec's Japanese (spec point 5), for every schema on the server.
z.config({ customError: japaneseErrorMap });

/** Masks the reset token of /api/v2/reset/{token} (and the app's /sp/reset/{token}) in a URL. */
export function maskSecretsInUrl(url: string): string {
  return url.replace(/\/reset\/[^/?#]+/, '/reset/***');
}

/** The server's logger: no secrets, no personal data (the request line only; errors without values). */
export function serverLoggerOptions(config: Config) {
  return {
    level: config.logLevel,
    redact: [
      'req.headers.authorization',
      'req.headers.cookie',
      'password',
      'currentPassword',
      '*.password',
      '*.currentPassword',
      '*.*.password',
      '*.*.currentPassword',
    ],
    serializers: {
      // Errors without their values: no SQL parameters, no rows, no input (issue 14).
      err: safeErrorForLog,
      // A password-reset link is a secret until used: never write it to the logs.
      req: (request: { method: string; url: string; ip?: string }) => ({
        method: request.method,
        url: maskSecretsInUrl(request.url),
        remoteAddress: request.ip,
      }),
    },
  };
}

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  /** The clock: tests pass a fixed one; dates and business days are computed from it. */
  now?: () => Date;
  logger?: boolean | object;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** Where every kept file lives (artwork, documents, request samples, quotations). */
    fileStore: FileStore;
    db: DatabaseHandle['db'];
    now: () => Date;
  }
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  // Every page, mail and document of this process names the configured operator (issue 15).
  useShopProfile(deps.config.shopProfile);
  const app = Fastify({
    logger: deps.logger ?? serverLoggerOptions(deps.config),
    // One process serves many phones; a body beyond this is refused with 413 before it is read.
    bodyLimit: 1024 * 1024,
    // Only the configured proxies' X-Forwarded-For names the client (decision 0614).
    trustProxy: deps.config.trustProxy,
    return503OnClosing: true,
    // Slow clients (decision 0616); the body's silence is limited by the slow-clients plugin.
    requestTimeout: deps.config.httpTimeouts.requestMs,
    keepAliveTimeout: deps.config.httpTimeouts.keepAliveMs,
    http: {
      headersTimeout: deps.config.httpTimeouts.headersMs,
      connectionsCheckingInterval: deps.config.httpTimeouts.checkIntervalMs,
    },
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', deps.config);
  app.decorate('fileStore', openFileStore(deps.config));
  app.decorate('db', deps.database.db);
  app.decorate('now', deps.now ?? (() => new Date()));

  await app.register(errorsPlugin);
  await app.register(slowClientsPlugin);
  await app.register(routeListPlugin);
  await app.register(authPlugin);
  // The shop's own policy, which names each page's inline scripts by hash (decision 0615); before
  // the compression, whose hook turns a page the server wrote into compressed bytes.
  await app.register(contentSecurityPolicyPlugin);
  await app.register(compressionPlugin);
  await app.register(publicUrlPlugin);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'シールラボ API',
        version: '2.0.0',
        description: 'The JSON API of the sticker shop (spec point 7).',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          staffSession: { type: 'apiKey', in: 'cookie', name: STAFF_COOKIE },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  // Before the routes, so its hook runs for the app's pages and their not-found fallback.
  if (deps.config.deviceRedirect) await app.register(deviceRedirectPlugin);

  await app.register(
    async (api) => {
      await api.register(catalogRoutes);
      await api.register(templateRoutes);
      await api.register(calendarRoutes);
      await api.register(infoRoutes);
      await api.register(pricingRoutes);
      await api.register(authRoutes);
      await api.register(accountRoutes);
      await api.register(addressRoutes);
      await api.register(postalRoutes);
      await api.register(checkoutRoutes);
      await api.register(payPayRoutes);
      await api.register(payPayWebhookRoutes);
      await api.register(requestRoutes);
      await api.register(quotationRoutes);
      await api.register(clientConfigRoutes);
      await api.register(shopProfileRoutes);
      await api.register(orderRoutes);
      await api.register(uploadRoutes);
      await api.register(documentRoutes);
      await api.register(estimateRoutes);
      await api.register(emailVerificationRoutes);
      await api.register(memberProofRoutes);
      await api.register(virtualAccountRoutes);
      await api.register(deferredPaymentRoutes);
      await api.register(invoiceCreditRoutes);
      await api.register(invoiceCreditWebhookRoutes);
    },
    { prefix: '/api/v2' },
  );

  // The back office's API (issue 19). The guard comes first: every route registered after it in
  // this scope must declare `config: { staffAccess }`, and gets the session, CSRF and role checks.
  await app.register(
    async (admin) => {
      await admin.register(staffGuardPlugin);
      await admin.register(staffSessionRoutes);
      await admin.register(staffRoutes);
      await admin.register(auditRoutes);
      await admin.register(backOfficeOrderRoutes);
      await admin.register(staffProofRoutes);
      await admin.register(backOfficeArtworkRoutes);
      await admin.register(backOfficeEstimateRoutes);
      await admin.register(inboxRoutes);
      await admin.register(promotionRoutes);
      await admin.register(staffInvoiceCreditRoutes);
    },
    { prefix: '/api/admin' },
  );

  await app.register(healthRoutes);
  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());
  if (deps.config.sandboxPay) await app.register(sandboxPayPlugin, { prefix: '/sandbox-pay' });
  await app.register(webAppPlugin);
  await app.register(adminAppPlugin);
  await app.register(notFoundPlugin);
  return app;
}
