// The staff command line's commands (decision 0346), callable without a process so tests run them
// directly: `runAdminCommand(['points:grant', '--email', …], deps)` answers the exit code and text.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { AdminInputError } from './admin-input.ts';
import { createCoupon, listCoupons } from './commands/coupons.ts';
import { movePointsCommand } from './commands/points.ts';
import { listPurchases, reconcilePurchasesCommand } from './commands/purchases.ts';

export interface AdminDeps {
  db: Database;
  now: Date;
  /** The server as a library, for commands that reach the card provider (built only when needed). */
  app: () => Promise<FastifyInstance>;
}

export interface AdminResult {
  /** 0 done, 2 bad input (nothing changed), 1 failure. */
  exitCode: number;
  output: string;
}

export const ADMIN_USAGE = `使い方: npm run admin -- <コマンド> [オプション]

  coupon:create --code CODE --kind fixed|percent --amount N [--minimum N]
                [--from 2026-12-01] [--until 2026-12-31] [--limit N] [--once-per-member]
      クーポンを登録します。fixed は N 円引き、percent は N% 引き（1〜100）。
      --from は開始日時、--until はその日の終わりまで（日時も指定可: "2026-12-31 18:00"）。
      --limit は全体の利用回数の上限、--once-per-member は1会員1回まで。
  coupons:list
      登録済みのクーポンを新しい順に表示します。
  points:grant --email EMAIL --amount N --memo 理由
      会員にポイントを付与します。
  points:take --email EMAIL --amount N --memo 理由
      会員のポイントを取り消します（保有ポイントを超えては取り消せません）。
  purchases:list [--email EMAIL] [--status STATUS] [--limit N]
      ご注文を新しい順に表示します。STATUS: pending / authorizing / paid / failed / refunded / on_delivery
  purchases:reconcile
      カード決済の結果が確認できていないご注文を、カード会社に問い合わせて確定または取り消します。`;

type Command = (args: string[], deps: AdminDeps) => Promise<string>;

const commands: Record<string, Command> = {
  'coupon:create': (args, deps) => createCoupon(deps.db, args),
  'coupons:list': (args, deps) => listCoupons(deps.db, args),
  'points:grant': (args, deps) => movePointsCommand(deps.db, args, 'grant', deps.now),
  'points:take': (args, deps) => movePointsCommand(deps.db, args, 'take', deps.now),
  'purchases:list': (args, deps) => listPurchases(deps.db, args),
  'purchases:reconcile': async (args, deps) => reconcilePurchasesCommand(await deps.app(), args),
};

export async function runAdminCommand(argv: string[], deps: AdminDeps): Promise<AdminResult> {
  const [name, ...args] = argv;
  if (name === undefined || name === 'help' || name === '--help' || name === '-h') {
    return { exitCode: name === undefined ? 2 : 0, output: ADMIN_USAGE };
  }
  const command = commands[name];
  if (!command) return { exitCode: 2, output: `知らないコマンドです: ${name}\n\n${ADMIN_USAGE}` };
  try {
    return { exitCode: 0, output: await command(args, deps) };
  } catch (error) {
    if (error instanceof AdminInputError) return { exitCode: 2, output: error.message };
    throw error;
  }
}
