// `npm run admin -- <command>`: the staff command line until a back office exists (decision 0346).
// It opens the configured database like the server (migrating first), runs one command and exits
// with 0 (done), 2 (bad input, nothing changed) or 1 (failure).
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { DatabaseStartError, openDatabase, type DatabaseHandle } from '../db/client.ts';
import { runAdminCommand } from './run.ts';
import { readSecretFromStdin } from './read-secret.ts';

async function main(): Promise<number> {
  // npm runs workspace scripts in apps/api; a relative DATA_DIR means the folder `npm start` uses,
  // the one npm was called from.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  let database: DatabaseHandle | undefined;
  let app: FastifyInstance | undefined;
  try {
    const config = loadConfig();
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    await database.migrate();
    const handle = database;
    const result = await runAdminCommand(process.argv.slice(2), {
      db: handle.db,
      now: new Date(),
      readSecret: readSecretFromStdin,
      app: async () => {
        app ??= await buildApp({ config, database: handle, logger: false });
        await app.ready();
        return app;
      },
    });
    (result.exitCode === 0 ? process.stdout : process.stderr).write(`${result.output}\n`);
    return result.exitCode;
  } catch (error) {
    const text =
      error instanceof ConfigError || error instanceof DatabaseStartError
        ? error.message
        : error instanceof Error
          ? (error.stack ?? error.message)
          : String(error);
    process.stderr.write(`エラー: ${text}\n`);
    return 1;
  } finally {
    await app?.close();
    await database?.close();
  }
}

process.exitCode = await main();
