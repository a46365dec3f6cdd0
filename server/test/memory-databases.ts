// In-memory databases for test apps, kept and reused within a worker process. Loading the run's
// migrated template into a new PGlite costs ~450 ms and ~0.7 CPU s (the wasm heap, the data
// directory, the backend's start); about 140 test apps are built in a unit run. A closed app's
// database is instead put back as the template left it (every table emptied, the template's rows
// and sequence positions restored: ~60 ms) and given to the next app in the same process.
//
// A database is reused only if nothing but rows changed: its fingerprint (tables, columns,
// functions, triggers, constraints, roles, schemas, types, session settings, LISTENs, advisory
// locks) must be the template's, and no transaction may be open. A test that changed the schema,
// closed the engine or left a transaction open gets its database closed, as before, and the next
// app a fresh one. A test must not use an app's database after closing the app.
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase, pgliteDatabase, type Database } from '../db/client';

interface Template {
  /** What a fresh load of the template holds (read once per process, from the first load). */
  baseline?: Promise<Baseline>;
  idle: PGlite[];
}

interface Baseline {
  fingerprint: string;
  truncate: string;
  /** Rows the migrations put in (levels, market settings, ledger accounts…), per table. */
  rows: { insert: string; json: string }[];
  sequences: { name: string; value: string; called: boolean }[];
}

/** At most this many closed databases wait for the next app (each holds its wasm heap). */
const MAX_IDLE = 2;
const templates = new WeakMap<Blob, Template>();

const USER_SCHEMAS = `NOT IN ('pg_catalog', 'information_schema', 'pg_toast') AND n.nspname NOT LIKE 'pg_toast_temp_%'`;

/** Everything a test could change besides rows, as one hash. */
const FINGERPRINT = `
SELECT md5(string_agg(x, '|' ORDER BY x)) AS fp FROM (
  SELECT 'rel:' || n.nspname || '.' || c.relname || ':' || c.relkind::text || ':' || c.relnatts::text
    || ':' || c.relhastriggers::text || ':' || c.relrowsecurity::text AS x
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname ${USER_SCHEMAS}
  UNION ALL SELECT 'col:' || n.nspname || '.' || c.relname || '.' || a.attname || ':' || format_type(a.atttypid, a.atttypmod)
    || ':' || a.attnotnull::text || ':' || a.attisdropped::text || ':' || coalesce(pg_get_expr(d.adbin, d.adrelid), '')
    FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
    LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
    WHERE n.nspname ${USER_SCHEMAS} AND a.attnum > 0
  UNION ALL SELECT 'fn:' || p.oid::regprocedure::text || ':' || md5(p.prosrc) || ':' || p.provolatile::text
    FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname ${USER_SCHEMAS}
  UNION ALL SELECT 'trg:' || t.tgrelid::regclass::text || '.' || t.tgname || ':' || t.tgenabled::text || ':' || t.tgfoid::regprocedure::text
    FROM pg_trigger t WHERE NOT t.tgisinternal
  UNION ALL SELECT 'con:' || c.conrelid::regclass::text || '.' || c.conname || ':' || md5(pg_get_constraintdef(c.oid))
    FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace WHERE n.nspname ${USER_SCHEMAS}
  UNION ALL SELECT 'idx:' || indexrelid::regclass::text || ':' || md5(pg_get_indexdef(indexrelid)) FROM pg_index i
    JOIN pg_class c ON c.oid = i.indrelid JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname ${USER_SCHEMAS}
  UNION ALL SELECT 'type:' || n.nspname || '.' || t.typname FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
    WHERE n.nspname ${USER_SCHEMAS}
  UNION ALL SELECT 'enum:' || e.enumtypid::regtype::text || '.' || e.enumlabel FROM pg_enum e
  UNION ALL SELECT 'policy:' || polrelid::regclass::text || '.' || polname FROM pg_policy
  UNION ALL SELECT 'role:' || rolname FROM pg_roles
  UNION ALL SELECT 'schema:' || nspname FROM pg_namespace
  UNION ALL SELECT 'ext:' || extname || ':' || extversion FROM pg_extension
  UNION ALL SELECT 'set:' || name || '=' || setting FROM pg_settings WHERE source = 'session'
  UNION ALL SELECT 'listen:' || pg_listening_channels()
  UNION ALL SELECT 'prepared:' || name FROM pg_prepared_statements
  UNION ALL SELECT 'lock:' || objid::text FROM pg_locks WHERE locktype = 'advisory'
) AS parts`;

async function fingerprint(pglite: PGlite): Promise<string> {
  return (await pglite.query<{ fp: string }>(FINGERPRINT)).rows[0]!.fp;
}

async function readBaseline(pglite: PGlite): Promise<Baseline> {
  const tables = (
    await pglite.query<{ name: string; columns: string }>(`
      SELECT format('%I.%I', n.nspname, c.relname) AS name,
             string_agg(format('%I', a.attname), ', ' ORDER BY a.attnum) AS columns
        FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
       WHERE c.relkind IN ('r', 'p') AND n.nspname ${USER_SCHEMAS}
       GROUP BY 1 ORDER BY 1`)
  ).rows;
  const rows: Baseline['rows'] = [];
  for (const t of tables) {
    const { json, n } = (
      await pglite.query<{ json: string; n: number }>(
        `SELECT coalesce(json_agg(row_to_json(r)), '[]')::text AS json, count(*)::int AS n FROM ${t.name} r`,
      )
    ).rows[0]!;
    if (n === 0) continue;
    rows.push({
      insert: `INSERT INTO ${t.name} (${t.columns}) OVERRIDING SYSTEM VALUE
               SELECT ${t.columns} FROM json_populate_recordset(NULL::${t.name}, $1::json)`,
      json,
    });
  }
  const sequences = (
    await pglite.query<{ name: string; value: string; called: boolean }>(`
      SELECT format('%I.%I', schemaname, sequencename) AS name,
             coalesce(last_value, start_value)::text AS value, last_value IS NOT NULL AS called
        FROM pg_sequences`)
  ).rows;
  return {
    fingerprint: await fingerprint(pglite),
    truncate: tables.length > 0 ? `TRUNCATE ${tables.map((t) => t.name).join(', ')} RESTART IDENTITY CASCADE` : '',
    rows,
    sequences,
  };
}

/**
 * Back to the template's rows and sequence positions, with triggers off for this transaction only:
 * the append-only guards refuse a TRUNCATE, and the outbox triggers must not fire on the restore.
 */
async function restore(pglite: PGlite, baseline: Baseline): Promise<void> {
  await pglite.transaction(async (tx) => {
    await tx.exec('SET LOCAL session_replication_role = replica');
    if (baseline.truncate) await tx.exec(baseline.truncate);
    for (const r of baseline.rows) await tx.query(r.insert, [r.json]);
    for (const s of baseline.sequences)
      await tx.query('SELECT setval($1, $2::bigint, $3)', [s.name, s.value, s.called]);
  });
}

async function putBack(template: Template, pglite: PGlite): Promise<void> {
  if (pglite.closed) return;
  try {
    const baseline = await template.baseline;
    const reusable =
      baseline &&
      template.idle.length < MAX_IDLE &&
      !pglite.isInTransaction() &&
      (await fingerprint(pglite)) === baseline.fingerprint;
    if (reusable) {
      await restore(pglite, baseline);
      template.idle.push(pglite);
      return;
    }
  } catch {
    // Whatever state it is in, it is not the template's: closed below.
  }
  await pglite.close().catch(() => undefined);
}

/**
 * An in-memory database as `blob` (a migrated data directory) holds it: a closed app's, put back,
 * or a new load. Its `close()` puts it back for the next app of this process.
 */
export async function memoryDatabase(blob: Blob): Promise<Database> {
  let template = templates.get(blob);
  if (!template) {
    template = { idle: [] };
    templates.set(blob, template);
  }
  let pglite = template.idle.pop();
  if (!pglite) {
    pglite = (await openDatabase({ loadDataDir: blob })).pglite!;
    // Read from the first load of this process, before any app has touched it.
    template.baseline ??= readBaseline(pglite);
    await template.baseline;
  }
  const owner = template;
  const engine = pglite;
  let closed = false;
  return pgliteDatabase(engine, async () => {
    if (closed) return;
    closed = true;
    await putBack(owner, engine);
  });
}
