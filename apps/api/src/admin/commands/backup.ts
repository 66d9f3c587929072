// `npm run admin -- backup [FILE]` (or `--to FILE`): a copy of the whole database while the shop runs
// (decision 0734). On the embedded database the running shop writes it (through the control
// socket), since only it may read the folder; on PostgreSQL, pg_dump.
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/client.ts';
import { readOptions } from '../admin-input.ts';

export interface BackupDeps {
  database: Pick<DatabaseHandle, 'kind' | 'backupTo'>;
  dataDir: string;
  now: Date;
}

/** 20261120-100000 in Tokyo: backups sort by name in the order they were made. */
function tokyoStamp(now: Date): string {
  const tokyo = new Date(now.getTime() + 9 * 60 * 60 * 1000).toISOString();
  return `${tokyo.slice(0, 10).replaceAll('-', '')}-${tokyo.slice(11, 19).replaceAll(':', '')}`;
}

export function defaultBackupFile(deps: BackupDeps): string {
  const extension = deps.database.kind === 'pglite' ? 'tar.gz' : 'dump';
  return path.join(deps.dataDir, 'backups', `sticker-shop-${tokyoStamp(deps.now)}.${extension}`);
}

export async function backupCommand(args: string[], deps: BackupDeps): Promise<string> {
  const input = readOptions(
    args,
    { to: { type: 'string' } },
    z.object({ to: z.string().trim().min(1).optional() }),
    'to',
  );
  const file = path.resolve(input.to ?? defaultBackupFile(deps));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await deps.database.backupTo(file);
  const size = fs.statSync(file).size;
  const restore =
    deps.database.kind === 'pglite'
      ? `戻すときは、ショップを停止してから npm run admin -- restore ${file} を実行してください。`
      : `戻すときは pg_restore --clean --dbname=<DATABASE_URL> ${file} を実行してください。`;
  return `バックアップを作成しました: ${file}（${size.toLocaleString('ja-JP')} バイト）\n${restore}`;
}
