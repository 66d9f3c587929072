// Opens the database, applies migrations and seeds, listens, and shuts down gracefully.
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DatabaseStartError, openDatabase } from './db/client.ts';
import { seedDatabase } from './db/seed/index.ts';
import { sealPlainTotpSecrets } from './modules/staff/seal-plain-totp-secrets.ts';
import { startMailWorker } from './mail/worker.ts';
import { controlSocketPath } from './admin/control-socket-client.ts';
import { startControlSocket } from './admin/control-socket.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  // TOTP secrets written before decision 0735 are sealed with the configured key.
  await sealPlainTotpSecrets(database.db, config.staffTotpKey);
  await seedDatabase(database.db, new Date());
  const app = await buildApp({ config, database });
  // Sends queued mail as soon as it is committed, and looks every few seconds for retries that are
  // due; stops when the app closes (decision 0256).
  startMailWorker(app, { listen: database.listen });

  let stopControlSocket = async (): Promise<void> => undefined;
  let closing = false;
  // Answers finished after SIGTERM close their connection: a client's idle keep-alive connection
  // would otherwise hold the server open until its keep-alive time-out (Fastify's is 72 s).
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
    // A stuck request must not keep the process alive for ever.
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    stopControlSocket()
      .then(() => app.close())
      .then(() => database.close())
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'error during shutdown');
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  // `npm run admin` beside the shop: on the embedded database its commands run in here (decision 0734).
  if (database.kind === 'pglite') {
    stopControlSocket = await startControlSocket(
      controlSocketPath(config.dataDir),
      () => ({ db: app.db, now: new Date(), app: async () => app, database }),
      app.log,
    );
  }

  await app.listen({ port: config.port, host: config.host });
  app.log.info({ url: `${config.publicUrl}/sp/`, database: database.kind }, 'shop is open');
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseStartError) {
    console.error(`Cannot start the shop: ${error.message}`);
  } else {
    console.error('Cannot start the shop:', error);
  }
  process.exit(1);
});
