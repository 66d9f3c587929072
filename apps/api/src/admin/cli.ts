// `npm run admin -- <command>`: the staff command line (decisions 0346, 0734). Beside a shop
// running on the embedded database, the command runs inside the shop, through its control socket
// (the folder is the shop's alone); otherwise it opens the configured database like the server
// (migrating first). It exits with 0 (done), 2 (bad input, nothing changed) or 1 (failure).
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { ConfigError, loadConfig, type Config } from '../config.ts';
import { DatabaseStartError, openDatabase, type DatabaseHandle } from '../db/client.ts';
import { DatabaseInUseError } from '../db/pglite-lock.ts';
import { sealPlainTotpSecrets } from '../modules/staff/seal-plain-totp-secrets.ts';
import { controlSocketPath, runThroughSocket } from './control-socket-client.ts';
import { readSecretFromStdin } from './read-secret.ts';
import { restoreCommand } from './restore.ts';
import type { AdminResult } from './admin-result.ts';
import { runAdminCommand } from './run.ts';

const FILE_OPTIONS = ['--to', '--from', '--file'];
/** Commands whose bare argument is their file (`backup FILE`, `restore FILE`). */
const FILE_COMMANDS = ['backup', 'restore'];

/** File options are read from where the command was typed, wherever the shop runs. */
function withAbsoluteFiles(argv: string[]): string[] {
  const bareIsFile = FILE_COMMANDS.includes(argv[0] ?? '');
  return argv.map((arg, index) => {
    if (index === 0) return arg;
    const previous = argv[index - 1] ?? '';
    if (FILE_OPTIONS.includes(previous)) return path.resolve(arg);
    // A bare word that is not an option's value (`--to FILE` was handled above).
    const bare = !arg.startsWith('-') && !(previous.startsWith('--') && !previous.includes('='));
    return bareIsFile && bare ? path.resolve(arg) : arg;
  });
}

async function runInOwnProcess(config: Config, argv: string[]): Promise<AdminResult> {
  let database: DatabaseHandle | undefined;
  let app: FastifyInstance | undefined;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    await database.migrate();
    await sealPlainTotpSecrets(database.db, config.staffTotpKey);
    const handle = database;
    return await runAdminCommand(argv, {
      db: handle.db,
      now: new Date(),
      readSecret: readSecretFromStdin,
      database: handle,
      app: async () => {
        app ??= await buildApp({ config, database: handle, logger: false });
        await app.ready();
        return app;
      },
    });
  } finally {
    await app?.close();
    await database?.close();
  }
}

async function run(argv: string[]): Promise<AdminResult> {
  const config = loadConfig();
  if (argv[0] === 'restore') {
    if (config.databaseUrl) {
      return {
        exitCode: 2,
        output: 'PostgreSQL のバックアップは pg_restore で戻してください（README「バックアップ」）。',
      };
    }
    return { exitCode: 0, output: await restoreCommand(argv.slice(1), config.dataDir, new Date()) };
  }
  if (!config.databaseUrl) {
    const viaShop = await runThroughSocket(controlSocketPath(config.dataDir), argv, readSecretFromStdin);
    if (viaShop) return viaShop;
  }
  return runInOwnProcess(config, argv);
}

async function main(): Promise<number> {
  // npm runs workspace scripts in apps/api; a relative DATA_DIR means the folder `npm start` uses,
  // the one npm was called from.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  try {
    const result = await run(withAbsoluteFiles(process.argv.slice(2)));
    (result.exitCode === 0 ? process.stdout : process.stderr).write(`${result.output}\n`);
    return result.exitCode;
  } catch (error) {
    const text =
      error instanceof ConfigError ||
      error instanceof DatabaseStartError ||
      error instanceof DatabaseInUseError
        ? error.message
        : error instanceof Error
          ? (error.stack ?? error.message)
          : String(error);
    process.stderr.write(`エラー: ${text}\n`);
    return 1;
  }
}

process.exitCode = await main();
