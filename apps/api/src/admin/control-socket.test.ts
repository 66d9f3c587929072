import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { controlSocketPath, runThroughSocket } from './control-socket-client.ts';
import { startControlSocket } from './control-socket.ts';
import { restoreCommand } from './restore.ts';

let t: TestApp;
let stop: () => Promise<void>;
let socketPath: string;
beforeAll(async () => {
  t = await createTestApp();
  socketPath = controlSocketPath(t.dataDir);
  stop = await startControlSocket(
    socketPath,
    () => ({ db: t.app.db, now: t.app.now(), app: async () => t.app, database: t.database }),
    { error: () => undefined },
  );
});
afterAll(async () => {
  await stop();
  await t.close();
});

describe('npm run admin beside the running shop', () => {
  it('runs the command inside the shop, asking the command line for the password', async () => {
    const prompts: string[] = [];
    const result = await runThroughSocket(
      socketPath,
      ['staff', 'add', '--email', 'socket-owner@sticker-lab.example.jp', '--role', 'owner', '--name', '店長'],
      async (prompt) => {
        prompts.push(prompt);
        return 'socket2026pass';
      },
    );
    expect(result).toEqual({
      exitCode: 0,
      output: expect.stringContaining(
        'スタッフを登録しました: socket-owner@sticker-lab.example.jp（オーナー）',
      ) as string,
    });
    expect(prompts).toEqual(['パスワード（8文字以上、半角英字と数字を含む）: ']);
    const list = await runThroughSocket(socketPath, ['staff', 'list'], () =>
      Promise.reject(new Error('no secret asked')),
    );
    expect(list?.output).toContain('socket-owner@sticker-lab.example.jp\t店長\tオーナー');
    expect(fs.statSync(socketPath).mode & 0o777).toBe(0o600);
  });

  it('answers bad input with 2, as the command line does', async () => {
    const result = await runThroughSocket(socketPath, ['coupon:delete'], async () => '');
    expect(result?.exitCode).toBe(2);
  });

  it('is not used when no shop listens (no file, or a file left behind)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'no-shop-'));
    expect(await runThroughSocket(controlSocketPath(dir), ['staff', 'list'], async () => '')).toBeNull();
    fs.writeFileSync(controlSocketPath(dir), '');
    expect(await runThroughSocket(controlSocketPath(dir), ['staff', 'list'], async () => '')).toBeNull();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('backs the database up while the shop runs, and the backup restores (embedded database)', async () => {
    const file = path.join(t.dataDir, 'backups', 'test-backup');
    const result = await runThroughSocket(socketPath, ['backup', '--to', file], async () => '');
    expect(result?.exitCode).toBe(0);
    expect(result?.output).toContain(`バックアップを作成しました: ${file}`);
    expect(fs.statSync(file).size).toBeGreaterThan(1000);
    if (t.database.kind !== 'pglite') return;

    const restoreDir = fs.mkdtempSync(path.join(os.tmpdir(), 'restored-'));
    const output = await restoreCommand(['--from', file], restoreDir, new Date());
    expect(output).toContain('バックアップから戻しました');
    const restored = await PGlite.create(path.join(restoreDir, 'pglite'));
    const rows = await restored.query<{ email: string }>(
      "select email from staff_accounts where email = 'socket-owner@sticker-lab.example.jp'",
    );
    expect(rows.rows).toEqual([{ email: 'socket-owner@sticker-lab.example.jp' }]);
    await restored.close();
    fs.rmSync(restoreDir, { recursive: true, force: true });
  });
});
