// Which committed migrations a database has, and applying them once when several instances start
// together (issue 22). Drizzle's migrator records each applied migration in
// drizzle.__drizzle_migrations with its folder time, and applies those newer than the last one.
import { desc } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { bigint, pgSchema, serial, text } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Database } from './client.ts';

/** Drizzle's own record of applied migrations (its default schema and table names). */
export const appliedMigrations = pgSchema('drizzle').table('__drizzle_migrations', {
  id: serial('id').primaryKey(),
  hash: text('hash').notNull(),
  createdAt: bigint('created_at', { mode: 'number' }),
});

/** An arbitrary constant: the PostgreSQL advisory lock held while one instance migrates. */
const MIGRATION_LOCK_KEY = 720_022;

/** How many committed migrations the database has not applied yet (all of them on a new one). */
export async function pendingMigrationCount(db: Database, migrationsFolder: string): Promise<number> {
  const committed = readMigrationFiles({ migrationsFolder });
  let lastApplied = 0;
  try {
    const [last] = await db
      .select({ createdAt: appliedMigrations.createdAt })
      .from(appliedMigrations)
      .orderBy(desc(appliedMigrations.createdAt))
      .limit(1);
    lastApplied = last?.createdAt ?? 0;
  } catch {
    // No record table yet: nothing has been applied.
  }
  return committed.filter((migration) => migration.folderMillis > lastApplied).length;
}

/**
 * Applies the migrations on PostgreSQL under an advisory lock: instances starting together wait for
 * the first, then find nothing left to do. The lock is the session's, so one connection holds it
 * and runs the migrations.
 */
export async function migratePostgresOnce(pool: pg.Pool, migrationsFolder: string): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrateNodePg(drizzleNodePg(client), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
