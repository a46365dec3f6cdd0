// The drift check's second half (issue 36; the columns: schema-drift.test.ts). Each database
// function and the triggers that call it have one source, server/db/functions/<name>.sql, which
// migrate() re-applies every time. This compares a migrated database with those files: every app
// function in the database has its file and the file's body, every trigger is the one its file
// states, and no migration written since the folder exists defines a function or a trigger (the
// source would silently replace it). On PGlite, and on PostgreSQL when one is reachable.
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, rows, type Db } from './client';
import {
  createdTrigger,
  functionFiles,
  FUNCTIONS_DIR,
  migrate,
  migrationFiles,
  MIGRATIONS_DIR,
  splitStatements,
} from './migrate';
import { pgliteTemplate } from '../test/pglite-template';
import { postgresForTest } from '../test/postgres';

/** The last migration written before server/db/functions/: later ones may not define functions. */
const LAST_MIGRATION_WITH_FUNCTIONS = '0022_operator_uploads.sql';

/**
 * SHA-256 of the function and trigger statements of the migrations up to the one above (squashed
 * whitespace, in file order). Committed migrations are history: an edit there changes nothing on a
 * database that applied them, and the source file would replace it anyway.
 */
const HISTORY_SHA256 = '503f8f7de17b6f3bb8b311f96c532929c5ef4e61aa76b95bca66d13c922acd91';

/** Functions a migration made that nothing calls any more, and why they have no source file. */
const RETIRED_FUNCTIONS: Record<string, string> = {
  gavel_buy: 'the one-buyer buy (0005), replaced by gavel_buy_many (0008); nothing calls it',
};

interface SourceTrigger {
  name: string;
  table: string;
  statement: string;
}
interface SourceFile {
  file: string;
  /** The function the file is named after, and its body as written between the dollar quotes. */
  name: string;
  body: string | null;
  triggers: SourceTrigger[];
  problems: string[];
}
interface DbFunction {
  name: string;
  args: string;
  body: string;
}
interface DbTrigger {
  name: string;
  table: string;
  def: string;
}

const FUNCTION = /^CREATE\s+OR\s+REPLACE\s+FUNCTION\s+(\w+)\s*\(/i;
const DEFINES = /^CREATE\s+(?:OR\s+REPLACE\s+)?(FUNCTION|PROCEDURE|TRIGGER)\s+(\w+)/i;

/** The text between a statement's `AS $tag$` and its closing `$tag$`. */
function dollarBody(statement: string): string | null {
  const m = /\sAS\s+(\$[A-Za-z_]*\$)([\s\S]*?)\1/i.exec(statement);
  return m ? m[2]! : null;
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
/** A trigger definition as both sides can state it: pg_get_triggerdef qualifies the table. */
const triggerText = (def: string) => squash(def).replace(/ ON public\./i, ' ON ');

/** Each functions/*.sql file: its function, its triggers, and what breaks the one-function rule. */
function readSources(dir = FUNCTIONS_DIR): SourceFile[] {
  return functionFiles(dir).map((file) => {
    const name = file.replace(/\.sql$/, '');
    const source: SourceFile = { file, name, body: null, triggers: [], problems: [] };
    for (const statement of splitStatements(readFileSync(path.join(dir, file), 'utf8'))) {
      const fn = FUNCTION.exec(statement);
      const trigger = createdTrigger(statement);
      if (fn && fn[1] === name && source.body === null) source.body = dollarBody(statement);
      else if (fn) source.problems.push(`defines ${fn[1]} (one function per file, named as the file)`);
      else if (trigger && new RegExp(`EXECUTE\\s+FUNCTION\\s+${name}\\s*\\(`, 'i').test(statement))
        source.triggers.push({ ...trigger, statement });
      else if (trigger) source.problems.push(`trigger ${trigger.name} calls another function than ${name}`);
      else
        source.problems.push(
          `holds a statement that is neither its function nor its trigger: ${squash(statement).slice(0, 60)}`,
        );
    }
    if (source.body === null) source.problems.push(`no CREATE OR REPLACE FUNCTION ${name}(…) AS $…$ … $…$`);
    return source;
  });
}

/** Functions and triggers defined by migrations written after LAST_MIGRATION_WITH_FUNCTIONS. */
function migrationDefinitions(dir = MIGRATIONS_DIR): string[] {
  const lines: string[] = [];
  for (const file of migrationFiles(dir).filter((f) => f > LAST_MIGRATION_WITH_FUNCTIONS)) {
    for (const statement of splitStatements(readFileSync(path.join(dir, file), 'utf8'))) {
      const m = DEFINES.exec(statement);
      if (m)
        lines.push(
          `${file}: defines ${m[1]!.toLowerCase()} ${m[2]}; functions and their triggers are written in server/db/functions/ (docs/server.md, "Database")`,
        );
    }
  }
  return lines;
}

/** The hash HISTORY_SHA256 states, of the migrations in `dir`. */
function historyHash(dir = MIGRATIONS_DIR): string {
  const hash = createHash('sha256');
  for (const file of migrationFiles(dir).filter((f) => f <= LAST_MIGRATION_WITH_FUNCTIONS)) {
    for (const statement of splitStatements(readFileSync(path.join(dir, file), 'utf8'))) {
      if (DEFINES.test(statement)) hash.update(`${file}\n${squash(statement)}\n`);
    }
  }
  return hash.digest('hex');
}

/** The app's functions (not an extension's) and triggers (not a constraint's) in the public schema. */
async function databaseFunctions(db: Db): Promise<{ functions: DbFunction[]; triggers: DbTrigger[] }> {
  const functions = await rows<DbFunction>(
    db,
    sql`SELECT p.proname AS name, pg_get_function_identity_arguments(p.oid) AS args, p.prosrc AS body
          FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace AND n.nspname = 'public'
         WHERE NOT EXISTS (SELECT 1 FROM pg_depend d
                            WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e')
         ORDER BY 1, 2`,
  );
  const triggers = await rows<DbTrigger>(
    db,
    sql`SELECT t.tgname AS name, c.relname AS table, pg_get_triggerdef(t.oid) AS def
          FROM pg_trigger t
          JOIN pg_class c ON c.oid = t.tgrelid
          JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
         WHERE NOT t.tgisinternal
         ORDER BY 2, 1`,
  );
  return { functions, triggers };
}

class Rollback extends Error {}

/**
 * Each source trigger as PostgreSQL states it (pg_get_triggerdef orders the events and brackets a
 * WHEN its own way): created in place of the database's, read, and rolled back.
 */
async function sourceTriggerDefs(db: Db, sources: SourceFile[]): Promise<Map<string, string>> {
  const defs = new Map<string, string>();
  try {
    await db.transaction(async (tx) => {
      for (const t of sources.flatMap((s) => s.triggers)) {
        const table = await rows<{ ok: boolean }>(tx, sql`SELECT to_regclass(${t.table}) IS NOT NULL AS ok`);
        if (!table[0]?.ok) continue;
        await tx.execute(sql.raw(`DROP TRIGGER IF EXISTS ${t.name} ON ${t.table}`));
        await tx.execute(sql.raw(t.statement));
        const [r] = await rows<{ def: string }>(
          tx,
          sql`SELECT pg_get_triggerdef(oid) AS def FROM pg_trigger WHERE tgname = ${t.name} AND tgrelid = to_regclass(${t.table})`,
        );
        defs.set(`${t.table}.${t.name}`, r!.def);
      }
      throw new Rollback();
    });
  } catch (e) {
    if (!(e instanceof Rollback)) throw e;
  }
  return defs;
}

/** Every difference, one line each; empty when the database holds exactly the source files. */
function functionDrift(
  database: { functions: DbFunction[]; triggers: DbTrigger[] },
  sources: SourceFile[],
  sourceDefs: Map<string, string>,
): string[] {
  const lines: string[] = [];
  const byName = new Map(sources.map((s) => [s.name, s]));
  for (const s of sources) for (const p of s.problems) lines.push(`${s.file}: ${p}`);
  for (const f of database.functions) {
    if (!byName.has(f.name) && !(f.name in RETIRED_FUNCTIONS))
      lines.push(`${f.name}(${f.args}): in the database, no server/db/functions/${f.name}.sql`);
  }
  for (const s of sources) {
    const found = database.functions.filter((f) => f.name === s.name);
    if (found.length === 0) lines.push(`${s.name}: in ${s.file}, not in the database`);
    else if (found.length > 1)
      lines.push(
        `${s.name}: ${found.length} functions of this name in the database (${found.map((f) => `(${f.args})`).join(', ')}), one in ${s.file}: drop the old one in a migration`,
      );
    else if (s.body !== null && squash(found[0]!.body) !== squash(s.body))
      lines.push(`${s.name}: the database's body ≠ ${s.file}`);
  }
  const declared = new Map<string, string>(
    sources.flatMap((s) => s.triggers.map((t): [string, string] => [`${t.table}.${t.name}`, s.file])),
  );
  for (const t of database.triggers) {
    const key = `${t.table}.${t.name}`;
    const file = declared.get(key);
    const stated = sourceDefs.get(key);
    if (!file) lines.push(`${key}: trigger in the database, in no server/db/functions/*.sql`);
    else if (stated !== undefined && triggerText(stated) !== triggerText(t.def))
      lines.push(
        `${key}: database (${triggerText(t.def)}) ≠ ${file} (${triggerText(stated)}): drop the old trigger in a migration`,
      );
  }
  const inDb = new Set(database.triggers.map((t) => `${t.table}.${t.name}`));
  for (const [key, file] of declared) if (!inDb.has(key)) lines.push(`${key}: trigger in ${file}, not in the database`);
  return lines;
}

/** A database with every migration and function applied: PostgreSQL's, or the run's PGlite template. */
async function withMigrated<T>(databaseUrl: string | undefined, read: (db: Db) => Promise<T>): Promise<T> {
  const template = pgliteTemplate();
  const database = await openDatabase(databaseUrl ? { databaseUrl } : template ? { loadDataDir: template } : {});
  try {
    await migrate(database.db);
    return await read(database.db);
  } finally {
    await database.close();
  }
}

async function driftOf(db: Db, sources = readSources()): Promise<string[]> {
  return functionDrift(await databaseFunctions(db), sources, await sourceTriggerDefs(db, sources));
}

describe('function drift: the database holds the functions and triggers of server/db/functions/', () => {
  it('on a migrated embedded database (PGlite): every function and trigger, as its file states it', async () => {
    const sources = readSources();
    expect(sources.length).toBeGreaterThanOrEqual(11);
    expect(sources.flatMap((s) => s.triggers).length).toBeGreaterThanOrEqual(17);
    await withMigrated(undefined, async (db) => {
      expect(await driftOf(db, sources)).toEqual([]);
      // A removed source file: its function is still in the database (an old migration made it).
      const without = sources.filter((s) => s.name !== 'gavel_outbox_watchers');
      expect(await driftOf(db, without)).toEqual([
        'gavel_outbox_watchers(p_product integer, p_type text, p_data jsonb): in the database, no server/db/functions/gavel_outbox_watchers.sql',
      ]);
      // A trigger binding changed in its file but not in the database (no migration dropped it).
      const rebound = sources.map((s) =>
        s.name !== 'gavel_order_events'
          ? s
          : { ...s, triggers: s.triggers.map((t) => ({ ...t, statement: t.statement.replace('INSERT OR ', '') })) },
      );
      const lines = await driftOf(db, rebound);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(
        /^orders\.orders_notify: database \(.*\) ≠ gavel_order_events\.sql \(.*\): drop the old/,
      );
    });
  });

  it('no migration since the folder exists defines a function or a trigger', () => {
    expect(migrationDefinitions()).toEqual([]);
  });

  it('no committed migration’s function or trigger was edited', () => {
    expect(historyHash(), 'a committed migration is history: edit server/db/functions/<name>.sql instead').toBe(
      HISTORY_SHA256,
    );
  });

  it('fails on a function edited in a new migration instead of its source file', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'gavel-fn-mig-'));
    try {
      cpSync(MIGRATIONS_DIR, dir, { recursive: true });
      writeFileSync(
        path.join(dir, '0099_edit.sql'),
        '-- the old way\nCREATE OR REPLACE FUNCTION gavel_session_ended() RETURNS trigger LANGUAGE plpgsql AS $fn$\nBEGIN\n  RETURN NEW;\nEND\n$fn$;\n',
      );
      expect(migrationDefinitions(dir)).toEqual([
        '0099_edit.sql: defines function gavel_session_ended; functions and their triggers are written in server/db/functions/ (docs/server.md, "Database")',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reports each kind of difference on its own line', () => {
    const source = (name: string, body: string, triggers: SourceTrigger[] = [], problems: string[] = []) => ({
      file: `${name}.sql`,
      name,
      body,
      triggers,
      problems,
    });
    const t = (name: string, table: string) => ({ name, table, statement: '' });
    const sources: SourceFile[] = [
      source('f_same', 'BEGIN\n  RETURN 1;\nEND'),
      source('f_edited', 'BEGIN RETURN 2; END'),
      source('f_overload', 'x'),
      source('f_missing', 'x', [t('tr_missing', 'a')]),
      source(
        'f_trig',
        'x',
        [t('tr_same', 'a'), t('tr_changed', 'a')],
        ['defines g (one function per file, named as the file)'],
      ),
    ];
    const database = {
      functions: [
        { name: 'f_same', args: '', body: 'BEGIN RETURN 1;   END' },
        { name: 'f_edited', args: '', body: 'BEGIN RETURN 1; END' },
        { name: 'f_overload', args: 'a integer', body: 'x' },
        { name: 'f_overload', args: 'a bigint', body: 'x' },
        { name: 'f_trig', args: '', body: 'x' },
        { name: 'f_unsourced', args: 'p text', body: 'x' },
        { name: 'gavel_buy', args: '', body: 'x' },
      ],
      triggers: [
        {
          name: 'tr_same',
          table: 'a',
          def: 'CREATE TRIGGER tr_same AFTER INSERT ON public.a FOR EACH ROW EXECUTE FUNCTION f_trig()',
        },
        {
          name: 'tr_changed',
          table: 'a',
          def: 'CREATE TRIGGER tr_changed AFTER INSERT ON public.a FOR EACH ROW EXECUTE FUNCTION f_trig()',
        },
        { name: 'tr_unsourced', table: 'b', def: 'CREATE TRIGGER tr_unsourced …' },
      ],
    };
    const stated = new Map([
      ['a.tr_same', 'CREATE TRIGGER tr_same AFTER INSERT ON public.a FOR EACH ROW EXECUTE FUNCTION f_trig()'],
      ['a.tr_changed', 'CREATE TRIGGER tr_changed AFTER UPDATE ON public.a FOR EACH ROW EXECUTE FUNCTION f_trig()'],
    ]);
    expect(functionDrift(database, sources, stated)).toEqual([
      'f_trig.sql: defines g (one function per file, named as the file)',
      'f_unsourced(p text): in the database, no server/db/functions/f_unsourced.sql',
      "f_edited: the database's body ≠ f_edited.sql",
      'f_overload: 2 functions of this name in the database ((a integer), (a bigint)), one in f_overload.sql: drop the old one in a migration',
      'f_missing: in f_missing.sql, not in the database',
      'a.tr_changed: database (CREATE TRIGGER tr_changed AFTER INSERT ON a FOR EACH ROW EXECUTE FUNCTION f_trig()) ≠ f_trig.sql (CREATE TRIGGER tr_changed AFTER UPDATE ON a FOR EACH ROW EXECUTE FUNCTION f_trig()): drop the old trigger in a migration',
      'b.tr_unsourced: trigger in the database, in no server/db/functions/*.sql',
      'a.tr_missing: trigger in f_missing.sql, not in the database',
    ]);
  });
});

const temp = await postgresForTest('function-drift.test');
describe.runIf(temp !== undefined)('function drift on PostgreSQL', () => {
  afterAll(() => temp?.drop());
  it('two processes migrating a new database at once; then it holds exactly the source files', async () => {
    const a = await openDatabase({ databaseUrl: temp!.url });
    const b = await openDatabase({ databaseUrl: temp!.url });
    try {
      const [ranA, ranB] = await Promise.all([migrate(a.db), migrate(b.db)]);
      expect([...ranA, ...ranB].sort()).toEqual(migrationFiles());
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
    expect(await withMigrated(temp!.url, (db) => driftOf(db))).toEqual([]);
  });
});
