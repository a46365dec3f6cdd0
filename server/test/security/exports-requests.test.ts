// Issue items 8 and 9 (exports): a date the database cannot take was a 200 cut after the header
// row (and an audit row); a database error on the first page was the same; an `<img>` pointing at
// an export ran it with the admin's cookie, and so did a HEAD. Each is refused before the audit
// row, and a failure after the status went out cuts the connection instead of ending the file.
import { sql } from 'drizzle-orm';
import { existsSync, mkdtempSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { operatorCalls } from '@/lib/api/operator/calls';
import { rows as queryRows } from '../../db/client';
import { findCommand, httpClient, parseArgs } from '../../admin/cli';
import { exportCommands } from '../../admin/commands/exports';
import { EXPORT_PAGE, type KeysetSource } from '../../admin/exports/csv';
import { exportSources } from '../../admin/exports/export-routes';
import { consoleSession, envelopeOf, type ConsoleSession } from '../console';
import { createHarness, type Harness } from '../harness';

let h: Harness;
let support: ConsoleSession;
let finance: ConsoleSession;
let admin: ConsoleSession;
const lines: string[] = [];
/** What drizzle's error message carries: the query and its parameters (never logged). */
const QUERY_TEXT = 'Failed query: select "id" from "operator_actions" params: 4111111111111111';

beforeAll(async () => {
  h = await createHarness({ logLevel: 'info' }, { logStream: { write: (l: string) => void lines.push(l) } });
  support = await consoleSession(h, 'support', '198.51.100.31');
  finance = await consoleSession(h, 'finance', '198.51.100.32');
  admin = await consoleSession(h, 'admin', '198.51.100.33');
});
afterAll(() => h.close());
afterEach(() => vi.restoreAllMocks());

let listeningAt: string | undefined;
/** The harness app over real HTTP (once per file): a cut reply is only visible on a socket. */
async function listening(): Promise<string> {
  listeningAt ??= await h.app.listen({ port: 0, host: '127.0.0.1' });
  return listeningAt;
}

async function exportRows(): Promise<number> {
  const [r] = await queryRows<{ n: number }>(
    h.app.ctx.db,
    sql`SELECT count(*)::int AS n FROM operator_actions WHERE action LIKE 'export.%'`,
  );
  return r?.n ?? 0;
}

function get(s: ConsoleSession, path: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') {
  return h.app.inject({
    method,
    url: `/api/console${path}`,
    remoteAddress: s.ip,
    headers: { cookie: s.cookie, ...headers },
  });
}

function token(path: string, method: 'GET' | 'HEAD' = 'GET') {
  return h.app.inject({
    method,
    url: `/api/admin${path}`,
    remoteAddress: '127.0.0.1',
    headers: { authorization: `Operator ${h.config.operators[0]?.token ?? ''}` },
  });
}

const ROUTES = [
  [() => support, '/exports/orders'],
  [() => finance, '/exports/orders'],
  [() => finance, '/exports/ledger'],
  [() => admin, '/exports/audit'],
] as const;

describe('dates the database cannot take', () => {
  const BAD: [string, string][] = [
    ['to=9999-12-31', 'to'],
    ['from=0001-01-01', 'from'],
    ['from=1999-12-31', 'from'],
    ['to=2101-01-01', 'to'],
    ['from=2026-01-03&to=2026-01-02', 'to'],
  ];

  it('are a 400 invalid_input naming the field, on every export and role, with no audit row', async () => {
    const before = await exportRows();
    for (const [s, path] of ROUTES) {
      for (const [query, field] of BAD) {
        const r = await get(s(), `${path}?${query}`);
        expect(r.statusCode, `${path}?${query}`).toBe(400);
        expect(r.headers['content-type']).toMatch(/^application\/json/);
        const e = envelopeOf(r) as { reason?: string; fields?: Record<string, { rule: string }> };
        expect(e.reason).toBe('invalid_input');
        expect(Object.keys(e.fields ?? {}), `${path}?${query}`).toEqual([field]);
      }
    }
    for (const [query, field] of BAD) {
      const r = await token(`/exports/audit?${query}`);
      expect(r.statusCode, query).toBe(400);
      expect(Object.keys((envelopeOf(r) as { fields?: object }).fields ?? {})).toEqual([field]);
    }
    expect(await exportRows()).toBe(before);
  });

  it('are refused by the contract itself (the console checks the range before the link works)', () => {
    const check = (input: object) => operatorCalls.exportLedger.request.safeParse(input).success;
    expect(check({ to: '9999-12-31' })).toBe(false);
    expect(check({ from: '2026-01-02', to: '2026-01-01' })).toBe(false);
    expect(check({ from: '2000-01-01', to: '2100-12-31' })).toBe(true);
    expect(check({ from: '2026-01-02', to: '2026-01-02' })).toBe(true);
  });

  it('the widest window still exports (200, a CSV)', async () => {
    const r = await get(admin, '/exports/audit?from=2000-01-01&to=2100-12-31');
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-type']).toBe('text/csv; charset=utf-8');
  });
});

describe('a database error', () => {
  const dbError = () => new Error(QUERY_TEXT, { cause: { code: '57P01' } });

  it('on the first page is an error answer with no audit row, never a 200 with a header alone', async () => {
    vi.spyOn(exportSources, 'exportAudit').mockImplementation(
      () =>
        ({
          header: ['id'],
          page: () => Promise.reject(dbError()),
          keyOf: (n: number) => n,
          cells: (n: number) => [n],
        }) satisfies KeysetSource<number, number> as never,
    );
    const before = await exportRows();
    const r = await get(admin, '/exports/audit');
    expect(r.statusCode).toBeGreaterThanOrEqual(400);
    expect(r.headers['content-type']).toMatch(/^application\/json/);
    expect(r.body).not.toContain('4111111111111111');
    expect(await exportRows()).toBe(before);
  });

  it('after the first page cuts the connection (the client sees a failure) and logs no query', async () => {
    let fail!: () => void;
    const failed = new Promise<void>((resolve) => (fail = resolve));
    vi.spyOn(exportSources, 'exportAudit').mockImplementation(
      () =>
        ({
          header: ['id'],
          page: async (after: number | null, limit: number) => {
            if (after === null) return Array.from({ length: limit }, (_, i) => i + 1);
            await failed;
            throw dbError();
          },
          keyOf: (n: number) => n,
          cells: (n: number) => [n],
        }) satisfies KeysetSource<number, number> as never,
    );
    const base = new URL(await listening());
    const outcome = await new Promise<{ status?: number; received: string; complete: boolean }>((resolve) => {
      let received = '';
      const req = httpGet(
        { host: base.hostname, port: base.port, path: '/api/console/exports/audit', headers: { cookie: admin.cookie } },
        (res) => {
          res.setEncoding('utf8');
          res.on('data', (d: string) => {
            received += d;
            // The first page arrived with the status; now the second page fails.
            if (received.includes(`\r\n${EXPORT_PAGE}\r\n`)) fail();
          });
          res.on('close', () => resolve({ status: res.statusCode, received, complete: res.complete }));
        },
      );
      req.on('error', () => undefined);
    });
    expect(outcome.status).toBe(200);
    expect(outcome.received).toContain(`\r\n${EXPORT_PAGE}\r\n`);
    // No clean end: the chunked reply lacks its last chunk, so no client takes it for the whole file.
    expect(outcome.complete).toBe(false);
    await vi.waitFor(() => expect(lines.join('')).toContain('export cut'));
    expect(lines.join('')).toContain('57P01');
    expect(lines.join('')).not.toContain('Failed query');
  });
  it('the CLI reports a cut reply as an error and leaves no partial file', async () => {
    vi.spyOn(exportSources, 'exportAudit').mockImplementation(
      () =>
        ({
          header: ['id'],
          page: async (after: number | null, limit: number) => {
            if (after === null) return Array.from({ length: limit }, (_, i) => i + 1);
            await new Promise((r) => setTimeout(r, 50));
            throw dbError();
          },
          keyOf: (n: number) => n,
          cells: (n: number) => [n],
        }) satisfies KeysetSource<number, number> as never,
    );
    const client = httpClient(await listening(), h.config.operators[0]?.token ?? '');
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'gavel-export-')), 'audit.csv');
    const args = parseArgs(['export', 'audit', file]);
    const found = findCommand(exportCommands, args.positional);
    await expect(found?.command.run({ ...args, positional: found.rest }, client)).rejects.toThrow();
    expect(existsSync(file)).toBe(false);
  });
});

describe('requests that are not a download', () => {
  it('an <img>, <iframe>, <script>… (Sec-Fetch-Dest) is a 403 with no audit row', async () => {
    const before = await exportRows();
    for (const dest of ['image', 'iframe', 'script', 'style', 'video', 'object', 'embed', 'worker', 'frame']) {
      const r = await get(admin, '/exports/audit', { 'sec-fetch-dest': dest, 'sec-fetch-mode': 'no-cors' });
      expect(r.statusCode, dest).toBe(403);
      expect(envelopeOf(r).reason).toBe('csrf_failed');
    }
    expect(await exportRows()).toBe(before);
  });

  it('a HEAD runs no export (405, Allow: GET), on both surfaces', async () => {
    const before = await exportRows();
    for (const [s, path] of ROUTES) {
      const r = await get(s(), path, {}, 'HEAD');
      expect(r.statusCode, path).toBe(405);
      expect(r.headers.allow).toBe('GET');
    }
    expect((await token('/exports/orders', 'HEAD')).statusCode).toBe(405);
    expect(await exportRows()).toBe(before);
  });

  it('a download (document), the console’s fetch (empty) and the CLI (no header) still export', async () => {
    const before = await exportRows();
    const kinds: Record<string, string>[] = [
      { 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' },
      { 'sec-fetch-dest': 'empty' },
      {},
    ];
    for (const headers of kinds) {
      const r = await get(support, '/exports/orders?from=2026-01-01&to=2026-01-31', headers);
      expect(r.statusCode, JSON.stringify(headers)).toBe(200);
      expect(r.headers['content-type']).toBe('text/csv; charset=utf-8');
    }
    expect((await token('/exports/orders')).statusCode).toBe(200);
    expect(await exportRows()).toBe(before + 4);
  });
});
