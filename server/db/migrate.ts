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

/**
 * Splits a file into statements at semicolons ending a line, and drops whole-line `--` comments.
 * A dollar-quoted body (`$$ … $$`, `$fn$ … $fn$`: PL/pgSQL functions) is one piece of its
 * statement, whatever semicolons or comment lines it holds.
 */
export function splitStatements(text: string): string[] {
  const statements: string[] = [];
  let current: string[] = [];
  let openTag: string | null = null;
  for (const line of text.split('\n')) {
    if (openTag === null && line.trim().startsWith('--')) continue;
    openTag = dollarTagAfter(line, openTag);
    current.push(line);
    if (openTag === null && /;\s*$/.test(line)) {
      statements.push(current.join('\n').replace(/;\s*$/, ''));
      current = [];
    }
  }
  statements.push(current.join('\n'));
  return statements.map((s) => s.trim()).filter(Boolean);
}

// A single-quoted string (skipped whole), a line comment (ends the scan) or a dollar-quote tag.
const TOKEN = /'(?:[^']|'')*'|--|\$(?:[A-Za-z_][A-Za-z0-9_]*)?\$/g;

/** The dollar-quote tag still open at the end of `line`, given the one open at its start. */
function dollarTagAfter(line: string, open: string | null): string | null {
  let tag = open;
  let from = 0;
  for (;;) {
    if (tag !== null) {
      const end = line.indexOf(tag, from);
      if (end < 0) return tag;
      from = end + tag.length;
      tag = null;
      continue;
    }
    TOKEN.lastIndex = from;
    const m = TOKEN.exec(line);
    if (!m) return null;
    if (m[0] === '--') return null;
    from = m.index + m[0].length;
    if (m[0].startsWith('$')) tag = m[0];
  }
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
