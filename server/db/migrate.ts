// Applies server/db/migrations/NNNN_name.sql in order, one transaction per file, recorded in
// schema_migrations. The advisory lock lets two processes on one PostgreSQL start together:
// the second waits, then sees the file as applied.
//
// Then, on every migrate, server/db/functions/<name>.sql: the one source of each database function
// (and the triggers that call it), re-applied in name order in one transaction under the same
// lock. A migration is history and runs once; a function is code, so its current text replaces
// whatever an old migration wrote (docs/server.md, "Database"; the drift check,
// server/db/function-drift.test.ts, compares the database with these files).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { rows, type Db } from './client';

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
export const FUNCTIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'functions');
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

export function functionFiles(dir = FUNCTIONS_DIR): string[] {
  return readdirSync(dir)
    .filter((f) => /^[a-z_][a-z0-9_]*\.sql$/.test(f))
    .sort();
}

/** The trigger a `CREATE TRIGGER name … ON table …` statement makes, or null for any other statement. */
export function createdTrigger(statement: string): { name: string; table: string } | null {
  const m = /^CREATE\s+TRIGGER\s+(\w+)\s[\s\S]*?\sON\s+([\w.]+)/i.exec(statement);
  return m ? { name: m[1]!, table: m[2]! } : null;
}

/**
 * Applies every functions/*.sql file, in name order, in one transaction (a caller never sees half
 * of a set of functions that call each other). `CREATE OR REPLACE FUNCTION` runs every time. A
 * `CREATE TRIGGER` runs only when that trigger is missing: re-creating one would lock its table
 * (products, orders) against writes at every start; so a changed binding needs a migration that
 * drops the old trigger, and the drift check fails until one does.
 */
export async function applyFunctions(db: Db, dir = FUNCTIONS_DIR): Promise<void> {
  const texts = functionFiles(dir).map((file) => readFileSync(path.join(dir, file), 'utf8'));
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_KEY})`);
    for (const text of texts) {
      for (const statement of splitStatements(text)) {
        const trigger = createdTrigger(statement);
        if (trigger) {
          const found = await rows(
            tx,
            sql`SELECT 1 FROM pg_trigger WHERE tgname = ${trigger.name} AND tgrelid = to_regclass(${trigger.table})`,
          );
          if (found.length > 0) continue;
        }
        await tx.execute(sql.raw(statement));
      }
    }
  });
}

/**
 * Applies the migrations not yet applied (answering their names), then the functions. `functionsDir`
 * null skips the functions (a test's own migrations folder has not the tables they name).
 */
export async function migrate(
  db: Db,
  dir = MIGRATIONS_DIR,
  functionsDir: string | null = FUNCTIONS_DIR,
): Promise<string[]> {
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
  if (functionsDir !== null) await applyFunctions(db, functionsDir);
  return applied;
}
