// The staff command line's commands (decision 0346), callable without a process so tests run them
// directly: `runAdminCommand(['points:grant', '--email', …], deps)` answers the exit code and text.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { AdminInputError } from './admin-input.ts';
import { createCoupon, listCoupons } from './commands/coupons.ts';
import { movePointsCommand } from './commands/points.ts';
import {
  answerEstimateCommand,
  artworkAgainCommand,
  listOrdersCommand,
  moveOrderCommand,
  sampleImageCommand,
} from './commands/orders.ts';
import {
  listFlaggedPurchases,
  listPurchases,
  expireTransfersCommand,
  reconcilePurchasesCommand,
} from './commands/purchases.ts';
import { staffCommand } from './commands/staff.ts';
import { backupCommand } from './commands/backup.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { defaultContext, type CommandContext } from './command-context.ts';
import type { AdminResult } from './admin-result.ts';

export interface AdminDeps {
  db: Database;
  now: Date;
  /** The server as a library, for commands that reach the card provider (built only when needed). */
  app: () => Promise<FastifyInstance>;
  /** Configuration for mails and files of the order commands; the real one when absent. */
  context?: () => CommandContext;
  /** A secret (a password) from standard input; commands that need none never call it. */
  readSecret?: (prompt: string) => Promise<string>;
  /** The open database, for `backup`. */
  database?: Pick<DatabaseHandle, 'kind' | 'backupTo'>;
}

const contextOf = (deps: AdminDeps): CommandContext => ({
  ...(deps.context ?? defaultContext)(),
  now: deps.now,
});

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
      カード決済・PayPayの結果が確認できていないご注文を、決済会社に問い合わせて確定または取り消します
      （PayPayの支払い画面で30分以上止まっているご注文は取り消します）。
  purchases:flagged
      カード会社に問い合わせても結果が長時間わからないカード決済（要確認）を古い順に表示します。
      カード会社の管理画面で確かめてください。
  purchases:expire-transfers
      お振込み期限を過ぎても入金のない銀行振込のご注文をキャンセルします（通常は自動で毎分実行）。
  orders:list --status STATUS
      そのステータスで止まっているご注文を古い順に表示します（例: purchased, uploaded, 5）。
  order:move --order 注文番号[-枝番] --to STATUS [--carrier yamato|sagawa|japanpost]
             [--tracking-number N] [--memo 理由]
      ご注文のステータスを進めます（遷移表に従います。お届け済みでポイントを付与）。
  artwork:again --order 注文番号-枝番 --reason 理由
      再入稿をお願いし、お客様にメールでお知らせします。
  sample-image:set --order 注文番号-枝番 [--file 画像.png]
      仕上がりイメージを登録します（ファイルなしは「作成中」）。
  staff add --email EMAIL --role owner|staff [--name 名前]
      スタッフを登録します。パスワードは標準入力から読みます（例: echo "$PW" | npm run admin -- staff add …）。
      最初のオーナーはこのコマンドで作り、以降のスタッフは管理画面から招待します。
  staff list
      スタッフの一覧（役割、二段階認証、有効・無効）を表示します。
  staff reset-totp --email EMAIL
      認証アプリを失くしたスタッフの二段階認証を解除します（次回のログインで設定し直します）。
  backup [FILE]   （--to FILE も可）
      データベース全体のバックアップを FILE に作成します（ショップを動かしたまま実行できます）。
      省略時は DATA_DIR/backups/sticker-shop-日時.tar.gz（PostgreSQL では .dump）。
  restore FILE    （--from FILE も可）
      内蔵データベースをバックアップから戻します（ショップを停止してから実行してください）。
  estimate:answer --estimate-number N --title 件名 --child 1:12345[:品名] [--child …]
                  [--request-id N] [--valid-until 2026-12-31 | --valid-days 30] [--notes 備考]
      お見積りを登録し、お客様にお知らせします。`;

type Command = (args: string[], deps: AdminDeps) => Promise<string>;

const commands: Record<string, Command> = {
  'coupon:create': (args, deps) => createCoupon(deps.db, args, deps.now),
  'coupons:list': (args, deps) => listCoupons(deps.db, args, deps.now),
  'points:grant': (args, deps) => movePointsCommand(deps.db, args, 'grant', deps.now),
  'points:take': (args, deps) => movePointsCommand(deps.db, args, 'take', deps.now),
  'purchases:list': (args, deps) => listPurchases(deps.db, args),
  'purchases:flagged': (args, deps) => listFlaggedPurchases(deps.db, args),
  'purchases:reconcile': async (args, deps) => reconcilePurchasesCommand(await deps.app(), args),
  'purchases:expire-transfers': async (args, deps) => expireTransfersCommand(await deps.app(), args),
  'orders:list': (args, deps) => listOrdersCommand(deps.db, args),
  'order:move': (args, deps) => moveOrderCommand(deps.db, args, contextOf(deps)),
  'artwork:again': (args, deps) => artworkAgainCommand(deps.db, args, contextOf(deps)),
  'sample-image:set': (args, deps) => sampleImageCommand(deps.db, args, contextOf(deps)),
  'estimate:answer': (args, deps) => answerEstimateCommand(deps.db, args, contextOf(deps)),
  backup: (args, deps) => backup(args, deps),
  staff: (args, deps) =>
    staffCommand(args, {
      db: deps.db,
      now: deps.now,
      publicUrl: contextOf(deps).config.publicUrl,
      readSecret: deps.readSecret ?? noSecret,
    }),
};

async function backup(args: string[], deps: AdminDeps): Promise<string> {
  if (!deps.database) throw new AdminInputError('このコマンドはここでは使えません');
  return backupCommand(args, {
    database: deps.database,
    dataDir: contextOf(deps).config.dataDir,
    now: deps.now,
  });
}

const noSecret = (): Promise<string> =>
  Promise.reject(new AdminInputError('パスワードを標準入力から渡してください'));

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
