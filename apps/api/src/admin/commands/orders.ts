// The My page staff functions (orders-commands.ts, estimates-commands.ts) as CLI commands: the
// options are read here, the functions check them with their own schemas and refuse with
// CommandError, which the CLI shows as bad input (exit 2, nothing changed).
import { parseArgs, type ParseArgsConfig } from 'node:util';
import type { Database } from '../../db/client.ts';
import { AdminInputError } from '../admin-input.ts';
import { CommandError, type CommandContext } from '../command-context.ts';
import { answerEstimate } from '../estimates-commands.ts';
import { listOrdersInStatus, moveOrder, requestArtworkAgain, setSampleImage } from '../orders-commands.ts';

type Values = Record<string, string | string[] | boolean | undefined>;

function values(args: string[], options: NonNullable<ParseArgsConfig['options']>): Values {
  try {
    return parseArgs({ args, options, strict: true, allowPositionals: false }).values as Values;
  } catch (error) {
    throw new AdminInputError(error instanceof Error ? error.message : String(error));
  }
}

const text = (value: Values[string]) => (typeof value === 'string' ? value : undefined);
const number = (value: Values[string]) => (typeof value === 'string' ? Number(value) : undefined);

/** Staff refusals (a move the transition table forbids, an unknown order) are bad input too. */
async function asInput<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof CommandError) throw new AdminInputError(error.message);
    throw error;
  }
}

export async function moveOrderCommand(db: Database, args: string[], context: CommandContext) {
  const v = values(args, {
    order: { type: 'string' },
    to: { type: 'string' },
    carrier: { type: 'string' },
    'tracking-number': { type: 'string' },
    memo: { type: 'string' },
  });
  const result = await asInput(() =>
    moveOrder(
      db,
      {
        order: text(v.order) ?? '',
        to: text(v.to) ?? '',
        carrier: text(v.carrier) as never,
        trackingNumber: text(v['tracking-number']),
        memo: text(v.memo),
      },
      context,
    ),
  );
  return `ご注文 ${result.purchaseId} を更新しました。\n${JSON.stringify(result, null, 2)}`;
}

export async function artworkAgainCommand(db: Database, args: string[], context: CommandContext) {
  const v = values(args, { order: { type: 'string' }, reason: { type: 'string' } });
  const result = await asInput(() =>
    requestArtworkAgain(db, { order: text(v.order) ?? '', reason: text(v.reason) ?? '' }, context),
  );
  return `再入稿をお願いしました（${result.purchaseId}）。`;
}

export async function sampleImageCommand(db: Database, args: string[], context: CommandContext) {
  const v = values(args, { order: { type: 'string' }, file: { type: 'string' } });
  const result = await asInput(() =>
    setSampleImage(db, { order: text(v.order) ?? '', file: text(v.file) }, context),
  );
  return `仕上がりイメージを更新しました: ${result.orderId}（状態 ${result.sampleImageStatus}）`;
}

export async function listOrdersCommand(db: Database, args: string[]) {
  const v = values(args, { status: { type: 'string' } });
  const rows = await asInput(() => listOrdersInStatus(db, { status: text(v.status) ?? '' }));
  return rows.length === 0 ? '該当するご注文はありません。' : JSON.stringify(rows, null, 2);
}

/** `--child 1:12345[:品名]` once per alternative: number, amount with tax, optional name. */
export async function answerEstimateCommand(db: Database, args: string[], context: CommandContext) {
  const v = values(args, {
    'estimate-number': { type: 'string' },
    'request-id': { type: 'string' },
    title: { type: 'string' },
    child: { type: 'string', multiple: true },
    'valid-until': { type: 'string' },
    'valid-days': { type: 'string' },
    notes: { type: 'string' },
  });
  const children = (Array.isArray(v.child) ? v.child : []).map((entry) => {
    const [no, amount, ...name] = entry.split(':');
    return { no: Number(no), amountWithTax: Number(amount), name: name.join(':') || undefined };
  });
  const result = await asInput(() =>
    answerEstimate(
      db,
      {
        estimateNumber: text(v['estimate-number']) ?? '',
        estimateRequestId: number(v['request-id']),
        title: text(v.title) ?? '',
        children,
        validUntil: text(v['valid-until']),
        validDays: number(v['valid-days']),
        notes: text(v.notes),
      },
      context,
    ),
  );
  return `お見積り ${result.estimateNumber} を登録しました（有効期限 ${result.validUntil}）。`;
}
