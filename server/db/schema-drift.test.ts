// The drift check (issue 28): the SQL migrations are the source of truth for the database and the
// drizzle schema (server/db/schema/*) mirrors them for typed queries. Nothing compiled kept the two
// in step, so this compares them column by column: name, type, nullability and default, for every
// table either side knows, on a freshly migrated database: PGlite, and PostgreSQL when one is
// reachable (PG_TEST_URL; docs/testing.md). A difference fails with one line per column. The
// functions and triggers: function-drift.test.ts.
import { is, sql, SQL } from 'drizzle-orm';
import { getTableConfig, PgDialect, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, rows, type Db } from './client';
import { migrate } from './migrate';
import * as schema from './schema';
import { pgliteTemplate } from '../test/pglite-template';
import { postgresForTest } from '../test/postgres';

/** One column as both sides can state it. `default` is null when the database fills in nothing. */
interface ColumnShape {
  type: string;
  notNull: boolean;
  default: string | null;
}
type TableShapes = Map<string, Map<string, ColumnShape>>;

/** Tables the migrations create that no query goes through drizzle for, and why. */
const SQL_ONLY_TABLES: Record<string, string> = {
  schema_migrations: 'the migration runner’s own record (server/db/migrate.ts)',
};

const dialect = new PgDialect();

/** Postgres spellings → one spelling (format_type's long names, and serials as what they are). */
function normalizeType(type: string): string {
  const t = type
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/\(\s*/g, '(')
    .replace(/\s*,\s*/g, ',')
    .trim();
  const aliases: Record<string, string> = {
    serial: 'integer',
    serial4: 'integer',
    int: 'integer',
    int4: 'integer',
    bigserial: 'bigint',
    serial8: 'bigint',
    int8: 'bigint',
    smallserial: 'smallint',
    int2: 'smallint',
    bool: 'boolean',
    float8: 'double precision',
    float4: 'real',
    timestamptz: 'timestamp with time zone',
    timestamp: 'timestamp without time zone',
    varchar: 'character varying',
  };
  const array = t.endsWith('[]');
  const base = array ? t.slice(0, -2) : t;
  const named = base.replace(/^([a-z0-9 ]+?)(\(.*\))?$/, (_, name: string, args: string | undefined) => {
    return `${aliases[name] ?? name}${args ?? ''}`;
  });
  return array ? `${named}[]` : named;
}

/** A serial's default, whatever its sequence is called. */
const SEQUENCE = '(a sequence)';

/**
 * A default as text both sides agree on: casts PostgreSQL adds (`'x'::text`, `'{}'::jsonb`) and
 * outer parentheses dropped; a serial's `nextval('t_id_seq'::regclass)` is SEQUENCE.
 */
function normalizeDefault(text: string | null): string | null {
  if (text === null) return null;
  let d = text.trim();
  if (/^nextval\(/i.test(d)) return SEQUENCE;
  for (;;) {
    const next = d.replace(/::[a-z ]+(\[\])?(\(\d+(,\d+)?\))?$/i, '').trim();
    const unwrapped = /^\((.*)\)$/.test(next) ? next.slice(1, -1).trim() : next;
    if (unwrapped === d) return d;
    d = unwrapped;
  }
}

const serialTypes = new Set(['PgSerial', 'PgBigSerial53', 'PgBigSerial64', 'PgSmallSerial']);

function schemaDefault(column: PgColumn): string | null {
  if (serialTypes.has(column.columnType)) return SEQUENCE;
  // $defaultFn/$onUpdate run in the app, not in the database.
  if (!column.hasDefault || column.default === undefined) return null;
  const value: unknown = column.default;
  if (is(value, SQL)) return normalizeDefault(dialect.sqlToQuery(value).sql);
  if (typeof value === 'string') return `'${value.replace(/'/g, "''")}'`;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return `'${value.toISOString()}'`;
  return `'${JSON.stringify(value).replace(/'/g, "''")}'`;
}

/** Every table of the drizzle schema, as the schema states it. */
function schemaShapes(): TableShapes {
  const tables: TableShapes = new Map();
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    const config = getTableConfig(value);
    const columns = new Map<string, ColumnShape>();
    for (const column of config.columns) {
      columns.set(column.name, {
        type: normalizeType(column.getSQLType()),
        notNull: column.notNull || column.primary,
        default: schemaDefault(column),
      });
    }
    tables.set(config.name, columns);
  }
  return tables;
}

/** Every table of the database's public schema, as PostgreSQL reports it. */
async function databaseShapes(db: Db): Promise<TableShapes> {
  const found = await rows<{ table: string; column: string; type: string; not_null: boolean; default: string | null }>(
    db,
    sql`SELECT c.relname AS table, a.attname AS column, format_type(a.atttypid, a.atttypmod) AS type,
               a.attnotnull AS not_null, pg_get_expr(d.adbin, d.adrelid) AS default
          FROM pg_attribute a
          JOIN pg_class c ON c.oid = a.attrelid AND c.relkind IN ('r', 'p')
          JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
          LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
         WHERE a.attnum > 0 AND NOT a.attisdropped
         ORDER BY c.relname, a.attnum`,
  );
  const tables: TableShapes = new Map();
  for (const r of found) {
    const columns = tables.get(r.table) ?? new Map<string, ColumnShape>();
    columns.set(r.column, { type: normalizeType(r.type), notNull: r.not_null, default: normalizeDefault(r.default) });
    tables.set(r.table, columns);
  }
  return tables;
}

const show = (c: ColumnShape) =>
  `${c.type}${c.notNull ? ' NOT NULL' : ''}${c.default === null ? '' : ` DEFAULT ${c.default}`}`;

/** Every difference, one readable line each ("table.column: database … ≠ schema …"); empty when in step. */
function drift(database: TableShapes, declared: TableShapes): string[] {
  const lines: string[] = [];
  const names = [...new Set([...database.keys(), ...declared.keys()])].sort();
  for (const table of names) {
    const inDb = database.get(table);
    const inSchema = declared.get(table);
    if (!inDb) {
      lines.push(`${table}: in the drizzle schema, no such table in the migrated database`);
      continue;
    }
    if (!inSchema) {
      if (!(table in SQL_ONLY_TABLES)) lines.push(`${table}: in the migrated database, not in the drizzle schema`);
      continue;
    }
    const columns = [...new Set([...inDb.keys(), ...inSchema.keys()])];
    for (const column of columns) {
      const d = inDb.get(column);
      const s = inSchema.get(column);
      if (!d) lines.push(`${table}.${column}: in the schema (${show(s!)}), not in the database`);
      else if (!s) lines.push(`${table}.${column}: in the database (${show(d)}), not in the schema`);
      else {
        const parts: string[] = [];
        if (d.type !== s.type) parts.push(`type ${d.type} ≠ ${s.type}`);
        if (d.notNull !== s.notNull) parts.push(d.notNull ? 'NOT NULL ≠ nullable' : 'nullable ≠ NOT NULL');
        if (d.default !== s.default) parts.push(`default ${d.default ?? '(none)'} ≠ ${s.default ?? '(none)'}`);
        if (parts.length > 0) lines.push(`${table}.${column}: database ≠ schema: ${parts.join('; ')}`);
      }
    }
  }
  return lines;
}

/**
 * The shapes of a database with every migration applied: PostgreSQL's throwaway database, or the
 * embedded database that the server project's global setup migrated once for this run (loading
 * it costs a third of initdb; migrate() then finds every file applied).
 */
async function migratedShapes(databaseUrl?: string): Promise<TableShapes> {
  const template = pgliteTemplate();
  const database = await openDatabase(databaseUrl ? { databaseUrl } : template ? { loadDataDir: template } : {});
  try {
    await migrate(database.db);
    return await databaseShapes(database.db);
  } finally {
    await database.close();
  }
}

describe('schema drift: the migrations and the drizzle schema state the same columns', () => {
  it('on a freshly migrated embedded database (PGlite)', async () => {
    const found = await migratedShapes();
    expect(found.size).toBeGreaterThan(10);
    expect(drift(found, schemaShapes())).toEqual([]);
  });

  it('reports each kind of difference on its own line', () => {
    const col = (type: string, notNull = true, d: string | null = null) => ({ type, notNull, default: d });
    const db: TableShapes = new Map([
      [
        't',
        new Map([
          ['a', col('integer')],
          ['b', col('text', false)],
          ['c', col('bigint', true, '0')],
          ['d', col('text')],
        ]),
      ],
      ['only_db', new Map([['x', col('text')]])],
      ['schema_migrations', new Map([['name', col('text')]])],
    ]);
    const declared: TableShapes = new Map([
      [
        't',
        new Map([
          ['a', col('bigint')],
          ['b', col('text', true)],
          ['c', col('bigint', true, '1')],
          ['e', col('text')],
        ]),
      ],
      ['only_schema', new Map([['y', col('text')]])],
    ]);
    expect(drift(db, declared)).toEqual([
      'only_db: in the migrated database, not in the drizzle schema',
      'only_schema: in the drizzle schema, no such table in the migrated database',
      't.a: database ≠ schema: type integer ≠ bigint',
      't.b: database ≠ schema: nullable ≠ NOT NULL',
      't.c: database ≠ schema: default 0 ≠ 1',
      't.d: in the database (text NOT NULL), not in the schema',
      't.e: in the schema (text NOT NULL), not in the database',
    ]);
  });

  it('reads PostgreSQL spellings and casts as the schema states them', () => {
    expect(normalizeType('character varying(32)')).toBe('character varying(32)');
    expect(normalizeType('varchar(32)')).toBe('character varying(32)');
    expect(normalizeType('numeric(12, 2)')).toBe('numeric(12,2)');
    expect(normalizeType('bigserial')).toBe('bigint');
    expect(normalizeType('text[]')).toBe('text[]');
    expect(normalizeDefault("'{}'::text[]")).toBe("'{}'");
    expect(normalizeDefault("'pending'::text")).toBe("'pending'");
    expect(normalizeDefault("'{}'::jsonb")).toBe("'{}'");
    expect(normalizeDefault("nextval('users_id_seq'::regclass)")).toBe(SEQUENCE);
    expect(normalizeDefault(null)).toBeNull();
    expect(normalizeDefault('now()')).toBe('now()');
  });
});

const temp = await postgresForTest('schema-drift.test');
describe.runIf(temp !== undefined)('schema drift on PostgreSQL', () => {
  afterAll(() => temp?.drop());
  it('on a freshly migrated PostgreSQL database', async () => {
    expect(drift(await migratedShapes(temp!.url), schemaShapes())).toEqual([]);
  });
});
