// Statements whose SQL drizzle builds once and that are then only filled in (decision 0535), for a
// transaction: a prepared drizzle query belongs to the session it was made on, so inside a
// transaction the built SQL is run by the transaction's own session. The values are given by the
// names of the statement's placeholders (sql.placeholder), on PGlite and PostgreSQL alike.
import type { Query } from 'drizzle-orm';
import type { Transaction } from './client.ts';

/** Runs a built statement in the transaction; each row comes as its values in select order. */
export function runBuilt<TRow>(
  tx: Transaction,
  query: Query,
  values: Record<string, unknown>,
  mapRow: (row: unknown[]) => TRow,
): Promise<TRow[]> {
  return tx._.session
    .prepareQuery<{ execute: TRow[]; all: unknown; values: unknown }>(
      query,
      undefined,
      undefined,
      true,
      (rows) => rows.map(mapRow),
    )
    .execute(values);
}
