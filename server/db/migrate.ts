// Applies server/db/migrations/NNNN_name.sql in order, one transaction per file, recorded in
// schema_migrations. The advisory lock lets two processes on one PostgreSQL start together:
// the second waits, then sees the file as applied.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { rows, type Db } from './client';

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const LOCK_KEY = 7_041_977; // any constant shared by every process of this app

/** Splits a file into statements at semicolons ending a line (migrations avoid $$ bodies). */
export function splitStatements(text: string): string[] {
  const noComments = text
    .split('\n')
    .filter((l) => !l.trim().startsWith('--'))
    .join('\n');
  return noComments
    .split(/;\s*$/m)
    .map((s) => s.trim())
    .filter(Boolean);
}

export function migrationFiles(dir = MIGRATIONS_DIR): string[] {
  return readdirSync(dir)
    .filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f))
    .sort();
}

export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  const applied: string[] = [];
  for (const file of migrationFiles(dir)) {
    const text = readFileSync(path.join(dir, file), 'utf8');
    const did = await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_KEY})`);
      await tx.execute(
        sql`CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
      );
      const done = await rows<{ name: string }>(tx, sql`SELECT name FROM schema_migrations WHERE name = ${file}`);
      if (done.length > 0) return false;
      for (const statement of splitStatements(text)) await tx.execute(sql.raw(statement));
      await tx.execute(sql`INSERT INTO schema_migrations (name) VALUES (${file})`);
      return true;
    });
    if (did) applied.push(file);
  }
  return applied;
}
