// points:grant and points:take (decision 0346): the same service the back office calls (decision
// 0761), so a movement, its memo, the balance and the audit entry are one transaction, and a take
// can never leave a member below 0 points.
import { z } from 'zod';
import { pointAdjustSchema } from '@shop/domain/promotions';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { adjustPoints } from '../../modules/promotions/points.ts';
import { AdminInputError, readOptions, requiredOption, wholeNumber } from '../admin-input.ts';

const options = {
  email: { type: 'string' },
  amount: { type: 'string' },
  memo: { type: 'string' },
} as const;

const schema = z.object({
  email: requiredOption('会員のメールアドレス'),
  amount: wholeNumber('ポイント数', { min: 1, max: 1_000_000 }),
  memo: requiredOption('理由（memo）'),
});

/** The back office's field names as the command line's options. */
const OPTION_OF_FIELD: Record<string, string> = { email: 'email', amount: 'amount', reason: 'memo' };

function refusal(errors: Record<string, string>, fallback: string, email: string): AdminInputError {
  const lines = Object.entries(errors).map(([field, message]) => {
    if (field === 'email') return `${message}: ${email}`;
    return `--${OPTION_OF_FIELD[field] ?? field}: ${message}`;
  });
  return new AdminInputError(lines.join('\n') || fallback);
}

export async function movePointsCommand(
  db: Database,
  args: string[],
  direction: 'grant' | 'take',
  now: Date,
): Promise<string> {
  const options_ = readOptions(args, options, schema);
  // The domain's rules for the reason and the amount, as the back office's form is judged.
  const parsed = pointAdjustSchema.safeParse({
    email: options_.email,
    direction,
    amount: options_.amount,
    reason: options_.memo,
  });
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? '')] ??= issue.message;
    throw refusal(errors, '入力をご確認ください', options_.email);
  }
  try {
    const done = await adjustPoints(db, parsed.data, { now, actor: 'command-line' });
    const verb = direction === 'grant' ? '付与しました' : '取り消しました';
    return `${done.memberName} 様（${done.email}）の ${parsed.data.amount.toLocaleString('ja-JP')} ポイントを${verb}。保有ポイント：${done.balance.toLocaleString('ja-JP')}`;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 400) {
      // The balance refusal is a sentence of its own, not a remark on the option.
      const balance = error.errors.amount;
      if (balance !== undefined && Object.keys(error.errors).length === 1) throw new AdminInputError(balance);
      throw refusal(error.errors, error.message, options_.email);
    }
    throw error;
  }
}
