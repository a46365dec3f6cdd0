// Which server folder owns each table of server/db/schema (issue 36: "each feature owns its
// tables; other features go through its public module"), and which shipping files outside the
// owner import a table from the schema anyway. Tests and server/test/ may reach any table, and so
// may server/db itself (migrations, drift checks). scripts/table-owners.test.ts (npm test, the
// `fast` project) fails on any such import, naming its file:line (docs/architecture.md §4).
//
//   node scripts/table-owners.mjs        prints every table read outside its owner, with the files
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Owner folder (under server/) of each table, by its drizzle export name. */
export const TABLE_OWNERS = {
  auth: ['users', 'refreshTokens'],
  sms: ['smsCodes'],
  http: ['rateEvents', 'idempotencyKeys'],
  account: ['addresses', 'identities', 'levels', 'dataExportTokens'],
  wallet: [
    'bankCards',
    'platformAccounts',
    'ledgerAccounts',
    'ledgerTransactions',
    'ledgerEntries',
    'rechargeApplications',
    'withdrawApplications',
    'scoreRefundApplications',
  ],
  content: [
    'notices',
    'articles',
    'companies',
    'appConfig',
    'dicts',
    'dictItems',
    'contentTranslations',
    'contentSources',
    'agreementVersions',
    'agreementAcceptances',
  ],
  market: ['pricePoints', 'productTypes', 'products', 'marketSettings', 'orders'],
  uploads: ['uploads', 'uploadKeys'],
  operator: ['operatorActions', 'operatorAccounts', 'operatorSessions'],
  notify: ['watches', 'outbox', 'notifications', 'notificationSettings', 'pushSubscriptions', 'scheduledRuns'],
  chat: ['chatGroups', 'chatMembers', 'chatMessages', 'chatRateBuckets'],
  aftersale: ['afterSaleCases', 'afterSaleEvents'],
};

export const OWNER_OF = new Map(Object.entries(TABLE_OWNERS).flatMap(([owner, ts]) => ts.map((t) => [t, owner])));

/** The tables the schema defines: `export const name = pgTable(` in server/db/schema/*.ts. */
export function schemaTables(dir = path.join(ROOT, 'server/db/schema')) {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.ts'))
    .flatMap((f) => [...readFileSync(path.join(dir, f), 'utf8').matchAll(/export const (\w+) = pgTable\(/g)])
    .map((m) => m[1])
    .sort();
}

const SCHEMA_IMPORT = /import\s+(type\s+)?\{([^}]*)\}\s*from\s*'([^']*\bdb\/schema(?:\/[\w-]+)?)'/gs;

/** The tables a source text imports (values only: a type import reads no rows), with their line. */
export function tablesImported(text) {
  const found = [];
  for (const m of text.matchAll(SCHEMA_IMPORT)) {
    if (m[1]) continue;
    const line = text.slice(0, m.index).split('\n').length;
    for (const part of m[2].split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0];
      if (name && !name.startsWith('type ') && OWNER_OF.has(name)) found.push({ table: name, line });
    }
  }
  return found;
}

/** Shipping files under server/ outside server/db, tests and the harness left out. */
function serverFiles(dir = path.join(ROOT, 'server'), out = new Map()) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const relative = path.relative(ROOT, full).split(path.sep).join('/');
    if (entry.isDirectory()) {
      if (relative !== 'server/db' && relative !== 'server/test') serverFiles(full, out);
    } else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
      out.set(relative, readFileSync(full, 'utf8'));
  }
  return out;
}

/** Every import of a table by a file outside its owner folder: { table, owner, site }. */
export function foreignTableImports(files = serverFiles()) {
  const found = [];
  for (const [file, text] of files) {
    const folder = file.split('/')[1];
    for (const { table, line } of tablesImported(text)) {
      const owner = OWNER_OF.get(table);
      if (owner !== folder) found.push({ table, owner, site: `${file}:${line}` });
    }
  }
  return found.sort((a, b) => a.table.localeCompare(b.table) || a.site.localeCompare(b.site));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const found = foreignTableImports();
  for (const f of found) console.log(`${f.table} (${f.owner}): ${f.site}`);
  const tables = new Set(found.map((f) => f.table));
  console.log(`${found.length} imports of ${tables.size} tables outside their owner folder.`);
  process.exitCode = found.length === 0 ? 0 : 1;
}
