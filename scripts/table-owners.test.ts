// Table ownership in server/ (issue 36: "each feature owns its tables: other features go through
// its public module"): every table of the schema has one owner folder, and no shipping file outside
// that folder imports the table. Tests, server/test/ and server/db itself may reach any table.
import { describe, expect, it } from 'vitest';
import { foreignTableImports, OWNER_OF, schemaTables, tablesImported, TABLE_OWNERS } from './table-owners.mjs';

/** A tree in memory: path → source text. */
const tree = (files: Record<string, string>) => new Map(Object.entries(files));

describe('table owners', () => {
  it('server/ has 0 imports of a table outside its owner folder', () => {
    // On failure this names each offender: the table, its owner and the file:line of the import.
    const offenders = foreignTableImports().map((f) => `${f.site} imports ${f.table} (owned by server/${f.owner}/)`);
    expect(offenders).toEqual([]);
  });

  it('gives every table of the schema exactly one owner, and names no table the schema lacks', () => {
    const tables = schemaTables();
    expect(tables.length).toBeGreaterThan(40);
    expect(tables.filter((t) => !OWNER_OF.has(t))).toEqual([]);
    const owned = Object.values(TABLE_OWNERS).flat();
    expect(owned.filter((t) => !tables.includes(t))).toEqual([]);
    expect(owned.length).toBe(new Set(owned).size);
  });

  it('finds a foreign import with its file:line and leaves the owner, type imports and other names alone', () => {
    const found = foreignTableImports(
      tree({
        'server/market/buy.ts': "// one\nimport { orders, users } from '../db/schema';\n",
        'server/auth/queries.ts': "import { users } from '../db/schema';\n",
        'server/chat/store.ts':
          "import type { users } from '../db/schema';\nimport { type ContentEntity } from '../db/schema';\n",
        'server/wallet/queue.ts':
          "import {\n  rechargeApplications,\n  users as u,\n} from '@/server/db/schema/core';\n",
      }),
    );
    expect(found).toEqual([
      { table: 'users', owner: 'auth', site: 'server/market/buy.ts:2' },
      { table: 'users', owner: 'auth', site: 'server/wallet/queue.ts:1' },
    ]);
  });

  it('reads the tables of an import, aliases and type-only names apart', () => {
    const text =
      "import { and } from 'drizzle-orm';\nimport { notices, type ContentField, products as p } from '../db/schema';\n";
    expect(tablesImported(text)).toEqual([
      { table: 'notices', line: 2 },
      { table: 'products', line: 2 },
    ]);
  });
});
