// Issue 22 point 5: `npm run admin -- backup FILE` and `restore FILE`, as staff type them (the
// options `--to` / `--from` still work). The real command line in its own process, on a real
// embedded data directory: the backup restored into a new data directory holds the same orders.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { apiPackageDir } from '../lib/package-dir.ts';
import { createTestMember } from '../modules/auth/test-member.ts';
import { postPurchase, purchaseBody } from '../modules/checkout/test-support.ts';
import { openServerDatabase, serverDatabase } from '../../test/server-process.ts';
import { AdminInputError } from './admin-input.ts';
import { backupCommand } from './commands/backup.ts';
import { restoreCommand } from './restore.ts';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-backup-cli-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** `npm run admin -- …` typed in `typedIn`: npm runs the script in apps/api and sets INIT_CWD. */
function admin(args: string[], env: Record<string, string>, typedIn: string) {
  const { DATABASE_URL: _url, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/admin/cli.ts', ...args], {
    cwd: apiPackageDir(),
    env: { ...inherited, ...env, INIT_CWD: typedIn, APP_ENV: 'test', LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ exitCode: number | null; output: string }>((resolve) =>
    child.on('exit', (exitCode) => resolve({ exitCode, output })),
  );
}

const onPostgres = process.env.TEST_DB_KIND === 'postgres';

describe.skipIf(onPostgres)('npm run admin -- backup FILE / restore FILE (embedded database)', () => {
  it('backs up to the named file and restores it into a new data directory with the same orders', async () => {
    const shopDir = path.join(scratch, 'shop');
    fs.mkdirSync(shopDir);
    const database = await serverDatabase(shopDir, 'backup');
    const shop = await openServerDatabase(shopDir, database.open);
    const member = await createTestMember(shop.app);
    const bought = await postPurchase(shop.app, member, purchaseBody());
    expect(bought.statusCode).toBe(200);
    const before = await shop.app.db.query.orders.findMany({ orderBy: (o, { asc }) => [asc(o.id)] });
    expect(before.length).toBeGreaterThan(0);
    await shop.close();

    // A relative FILE is where the command was typed, as with --to.
    const typedIn = path.join(scratch, 'typed-here');
    fs.mkdirSync(typedIn);
    const backup = await admin(['backup', 'shop-backup.tar.gz'], { DATA_DIR: shopDir }, typedIn);
    expect(backup.exitCode, backup.output).toBe(0);
    const file = path.join(typedIn, 'shop-backup.tar.gz');
    expect(backup.output).toContain(`バックアップを作成しました: ${file}`);
    expect(backup.output).toContain(`npm run admin -- restore ${file}`);
    expect(fs.statSync(file).size).toBeGreaterThan(0);

    const newDir = path.join(scratch, 'new-machine');
    const restore = await admin(['restore', 'shop-backup.tar.gz'], { DATA_DIR: newDir }, typedIn);
    expect(restore.exitCode, restore.output).toBe(0);
    expect(restore.output).toContain(`バックアップから戻しました: ${file}`);

    const restored = await PGlite.create(path.join(newDir, 'pglite'));
    try {
      const rows = await restored.query<{ order_id: string; purchase_id: string; status: number }>(
        'select order_id, purchase_id, status from orders order by id',
      );
      expect(rows.rows).toEqual(
        before.map((order) => ({
          order_id: order.orderId,
          purchase_id: order.purchaseId,
          status: order.status,
        })),
      );
    } finally {
      await restored.close();
    }
  }, 180_000);
});

describe('the file of backup and restore, bare or as an option', () => {
  const deps = {
    database: { kind: 'pglite' as const, backupTo: () => Promise.reject(new Error('not reached')) },
    dataDir: scratch,
    now: new Date(),
  };

  it('refuses both forms at once, and more than one file', async () => {
    await expect(backupCommand(['a.tar.gz', '--to', 'b.tar.gz'], deps)).rejects.toThrow(
      new AdminInputError('--to と a.tar.gz の両方が指定されています。どちらか一方にしてください'),
    );
    await expect(backupCommand(['a.tar.gz', 'b.tar.gz'], deps)).rejects.toThrow(
      new AdminInputError('余分な引数があります（指定できるのは1つだけです）: b.tar.gz'),
    );
    await expect(restoreCommand(['a.tar.gz', '--from', 'b.tar.gz'], scratch, new Date())).rejects.toThrow(
      new AdminInputError('--from と a.tar.gz の両方が指定されています。どちらか一方にしてください'),
    );
  });

  it('asks for the file when restore is given none', async () => {
    await expect(restoreCommand([], scratch, new Date())).rejects.toThrow(
      new AdminInputError('--from: バックアップのファイルを指定してください'),
    );
  });
});
