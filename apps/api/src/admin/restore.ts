// `npm run admin -- restore FILE` (or `--from FILE`): puts an embedded database's backup back (decision 0734).
// Only with the shop stopped: the folder is replaced. The folder it replaces is kept beside it
// (pglite.before-restore-…), never deleted: a wrong restore can be undone by hand.
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { z } from 'zod';
import { lockEmbeddedDatabase } from '../db/pglite-lock.ts';
import { AdminInputError, readOptions, requiredOption } from './admin-input.ts';

export async function restoreCommand(args: string[], dataDir: string, now: Date): Promise<string> {
  const input = readOptions(
    args,
    { from: { type: 'string' } },
    z.object({ from: requiredOption('バックアップのファイル') }),
    'from',
  );
  const file = path.resolve(input.from);
  if (!fs.existsSync(file)) throw new AdminInputError(`バックアップのファイルが見つかりません: ${file}`);
  // A new machine's DATA_DIR may not exist yet: restoring is how it gets its database.
  fs.mkdirSync(dataDir, { recursive: true });
  // Refuses, naming the process, while the shop (or another command) has the folder open.
  const unlock = lockEmbeddedDatabase(dataDir);
  try {
    const folder = path.join(dataDir, 'pglite');
    const kept = fs.existsSync(folder) ? `${folder}.before-restore-${now.getTime()}` : null;
    if (kept) fs.renameSync(folder, kept);
    const client = await PGlite.create(folder, { loadDataDir: new Blob([fs.readFileSync(file)]) });
    await client.query('select 1');
    await client.close();
    return [
      `バックアップから戻しました: ${file}`,
      kept ? `それまでのデータは ${kept} に残してあります（確認後に削除してください）。` : '',
      'ショップを起動してください。',
    ]
      .filter(Boolean)
      .join('\n');
  } finally {
    unlock();
  }
}
