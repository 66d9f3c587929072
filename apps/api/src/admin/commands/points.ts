// points:grant and points:take (decision 0346): a movement with the staff's memo and the balance
// in one transaction, through the same conditional update the checkout uses, so a take can never
// leave a member below 0 points.
import { and, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { movePoints } from '../../modules/checkout/points.ts';
import { AdminInputError, readOptions, requiredOption, wholeNumber } from '../admin-input.ts';

const options = {
  email: { type: 'string' },
  amount: { type: 'string' },
  memo: { type: 'string' },
} as const;

const schema = z.object({
  email: requiredOption('会員のメールアドレス'),
  amount: wholeNumber('ポイント数', { min: 1, max: 1_000_000 }),
  memo: requiredOption('理由（memo）').max(200, { error: '理由は200文字以内で指定してください' }),
});

async function memberByEmail(db: Database, email: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      familyName: users.familyName,
      givenName: users.givenName,
      holdingPoint: users.holdingPoint,
    })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`, isNull(users.leftAt)))
    .limit(1);
  if (!row) throw new AdminInputError(`会員が見つかりません: ${email}`);
  return row;
}

export async function movePointsCommand(
  db: Database,
  args: string[],
  direction: 'grant' | 'take',
  now: Date,
): Promise<string> {
  const input = readOptions(args, options, schema);
  const member = await memberByEmail(db, input.email);
  const balance = await db.transaction((tx) =>
    movePoints(tx, {
      userId: member.id,
      amount: direction === 'grant' ? input.amount : -input.amount,
      kind: direction === 'grant' ? 'granted' : 'revoked',
      memo: input.memo,
      now,
    }),
  );
  const name = `${member.familyName} ${member.givenName}`.trim() || '（氏名未登録）';
  if (balance === null) {
    const [current] = await db
      .select({ holdingPoint: users.holdingPoint })
      .from(users)
      .where(sql`${users.id} = ${member.id}`);
    throw new AdminInputError(
      `${name} 様の保有ポイント（${(current?.holdingPoint ?? member.holdingPoint).toLocaleString('ja-JP')}）より多くは取り消せません`,
    );
  }
  const verb = direction === 'grant' ? '付与しました' : '取り消しました';
  return `${name} 様（${member.email ?? ''}）の ${input.amount.toLocaleString('ja-JP')} ポイントを${verb}。保有ポイント：${balance.toLocaleString('ja-JP')}`;
}
