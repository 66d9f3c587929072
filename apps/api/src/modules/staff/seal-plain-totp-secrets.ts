// The start-up step that seals TOTP secrets stored as plain text before decision 0735 (run after
// the schema migrations by the server and the command line). SQL alone cannot do it: the key lives
// in the configuration, never in the database. Idempotent, and safe with several instances
// starting at once: a row is rewritten only while it still holds the plain value that was read.
import { and, eq, isNotNull, isNull, like, not, or } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { staffAccounts } from '../../db/schema.ts';
import { isSealedTotpSecret, sealTotpSecret } from './totp-secret-box.ts';

/** Seals every plain secret (current and pending); answers how many accounts were changed. */
export async function sealPlainTotpSecrets(db: Database, key: Buffer): Promise<number> {
  const plainRows = await db
    .select({
      id: staffAccounts.id,
      totpSecret: staffAccounts.totpSecret,
      pendingTotpSecret: staffAccounts.pendingTotpSecret,
    })
    .from(staffAccounts)
    .where(
      or(
        and(isNotNull(staffAccounts.totpSecret), not(like(staffAccounts.totpSecret, 'v1.%'))),
        and(isNotNull(staffAccounts.pendingTotpSecret), not(like(staffAccounts.pendingTotpSecret, 'v1.%'))),
      ),
    );
  let changed = 0;
  for (const row of plainRows) {
    const seal = (value: string | null) =>
      value === null || isSealedTotpSecret(value) ? value : sealTotpSecret(value, row.id, key);
    const updated = await db
      .update(staffAccounts)
      .set({ totpSecret: seal(row.totpSecret), pendingTotpSecret: seal(row.pendingTotpSecret) })
      .where(
        and(
          eq(staffAccounts.id, row.id),
          sameValue(staffAccounts.totpSecret, row.totpSecret),
          sameValue(staffAccounts.pendingTotpSecret, row.pendingTotpSecret),
        ),
      )
      .returning({ id: staffAccounts.id });
    changed += updated.length;
  }
  return changed;
}

function sameValue(column: AnyPgColumn, value: string | null) {
  return value === null ? isNull(column) : eq(column, value);
}
