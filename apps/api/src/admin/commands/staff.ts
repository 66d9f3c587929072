// `npm run admin -- staff add|list|reset-totp`: the first owner, and what an owner needs when
// locked out (issue 19 point 1). Later staff are invited from the back office.
import { asc } from 'drizzle-orm';
import { z } from 'zod';
import { isEmailAddress, passwordProblem } from '@shop/domain/validation';
import { STAFF_ROLES, staffRoleLabels } from '@shop/domain/staff';
import type { Database } from '../../db/client.ts';
import { staffAccounts } from '../../db/schema.ts';
import { writeAudit } from '../../modules/audit/audit-log.ts';
import { hashPassword } from '../../modules/auth/passwords.ts';
import { findStaffByEmail, insertStaffAccount, staffAuditView } from '../../modules/staff/staff-accounts.ts';
import { resetStaffTotp } from '../../modules/staff/staff-management.ts';
import { AdminInputError, readOptions, requiredOption } from '../admin-input.ts';

export interface StaffCommandDeps {
  db: Database;
  now: Date;
  publicUrl: string;
  /** The password, from standard input (never an argument: it would stay in the shell's history). */
  readSecret: (prompt: string) => Promise<string>;
}

const emailOption = requiredOption('メールアドレス').refine(isEmailAddress, {
  error: 'メールアドレスの形式をご確認ください',
});

const addSchema = z.object({
  email: emailOption,
  role: z.enum(STAFF_ROLES, { error: '--role は owner または staff を指定してください' }),
  name: z.string().trim().min(1).max(40, { error: '名前は40文字以内で指定してください' }).optional(),
});

async function addStaff(args: string[], deps: StaffCommandDeps): Promise<string> {
  const input = readOptions(
    args,
    { email: { type: 'string' }, role: { type: 'string' }, name: { type: 'string' } },
    addSchema,
  );
  if (await findStaffByEmail(deps.db, input.email, { includeDisabled: true })) {
    throw new AdminInputError(`このメールアドレスのスタッフはすでに登録されています: ${input.email}`);
  }
  const password = (await deps.readSecret('パスワード（8文字以上、半角英字と数字を含む）: ')).replace(
    /\r?\n$/,
    '',
  );
  const problem = passwordProblem(password);
  if (problem !== null) throw new AdminInputError(`パスワード: ${problem}`);
  const passwordHash = await hashPassword(password);
  const name = input.name ?? input.email.split('@')[0] ?? input.email;
  const created = await deps.db.transaction(async (tx) => {
    const account = await insertStaffAccount(
      tx,
      { email: input.email, name, role: input.role, passwordHash },
      deps.now,
    );
    if (!account) return null;
    await writeAudit(tx, {
      actor: 'command-line',
      at: deps.now,
      action: 'staff.add',
      subject: { type: 'staff', id: account.id },
      after: staffAuditView(account),
    });
    return account;
  });
  if (!created)
    throw new AdminInputError(`このメールアドレスのスタッフはすでに登録されています: ${input.email}`);
  return (
    `スタッフを登録しました: ${created.email}（${staffRoleLabels[created.role]}）\n` +
    `${deps.publicUrl}/admin/ からログインし、認証アプリで二段階認証を設定してください。`
  );
}

async function listStaff(args: string[], deps: StaffCommandDeps): Promise<string> {
  readOptions(args, {}, z.object({}));
  const rows = await deps.db.select().from(staffAccounts).orderBy(asc(staffAccounts.id));
  if (rows.length === 0) return 'スタッフはまだ登録されていません。';
  return rows
    .map((row) =>
      [
        row.email,
        row.name,
        staffRoleLabels[row.role],
        row.totpEnabledAt ? '二段階認証: 設定済み' : '二段階認証: 未設定',
        row.disabledAt ? '無効' : '有効',
      ].join('\t'),
    )
    .join('\n');
}

/** For a lost authenticator with no recovery code left: the next login sets TOTP up again. */
async function resetTotp(args: string[], deps: StaffCommandDeps): Promise<string> {
  const input = readOptions(args, { email: { type: 'string' } }, z.object({ email: emailOption }));
  const staff = await findStaffByEmail(deps.db, input.email);
  if (!staff) throw new AdminInputError(`スタッフが見つかりません: ${input.email}`);
  await resetStaffTotp(deps.db, 'command-line', staff.id, deps.now);
  return `${staff.email} の二段階認証を解除しました。次回のログインで設定し直してください。`;
}

const subcommands: Record<string, (args: string[], deps: StaffCommandDeps) => Promise<string>> = {
  add: addStaff,
  list: listStaff,
  'reset-totp': resetTotp,
};

export async function staffCommand(args: string[], deps: StaffCommandDeps): Promise<string> {
  const [name, ...rest] = args;
  const subcommand = name === undefined ? undefined : subcommands[name];
  if (!subcommand)
    throw new AdminInputError('staff の後に add / list / reset-totp のいずれかを指定してください');
  return subcommand(rest, deps);
}
