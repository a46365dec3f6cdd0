// The CSV exports on both surfaces: the date range (both days included), the escaping of what
// buyers and operators typed, the roles of the contract, the audit row of every export, and the
// keyset pages over the real tables (small pages here, across rows written in one microsecond).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows as queryRows } from '../../db/client';
import { createHarness, type Harness } from '../../test/harness';
import { consoleInject, consoleSession, envelopeOf, type ConsoleSession } from '../../test/console';
import { addProduct, fund, openAllDay, PAY_PASSWORD } from '../../test/market';
import { keysetCsv } from './csv';
import { exportSources, rangeOf } from './export-routes';

let h: Harness;
let support: ConsoleSession;
let finance: ConsoleSession;
let admin: ConsoleSession;
let viewer: ConsoleSession;
const TRICKY = '=HYPERLINK("http://evil"), "quoted"\nnext line';

beforeAll(async () => {
  h = await createHarness();
  await openAllDay(h);
  support = await consoleSession(h, 'support', '198.51.100.11');
  finance = await consoleSession(h, 'finance', '198.51.100.12');
  admin = await consoleSession(h, 'admin', '198.51.100.13');
  viewer = await consoleSession(h, 'viewer', '198.51.100.14');
  const u = await h.registerUser();
  await fund(h, u.accessToken, 100_000);
  const plain = await addProduct(h, { name: 'Plain item', price: 1000, stock: 5 });
  const tricky = await addProduct(h, { name: TRICKY, price: 2000, stock: 5 });
  const ids: number[] = [];
  for (const pid of [plain, tricky, plain]) {
    const r = await h.api('buyProduct', { payPassword: PAY_PASSWORD, productId: pid }, { token: u.accessToken });
    expect(r.status).toBe(200);
    ids.push(r.body.result.order.id);
  }
  // One order on each of three days.
  const days = ['2026-01-01T23:59:59.999Z', '2026-01-02T12:00:00Z', '2026-01-03T00:00:00Z'];
  for (const [i, id] of ids.entries()) {
    await h.app.ctx.db.execute(sql`UPDATE orders SET created_at = ${days[i]}::timestamptz WHERE id = ${id}`);
  }
});
afterAll(() => h.close());

/** CSV text → rows of cells (enough of RFC 4180 to read our own files back). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && body[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}

describe('exportOrders', () => {
  it('streams the orders of the range as CSV, both days included, formulas defused', async () => {
    const r = await consoleInject(h, support, 'GET', '/exports/orders?from=2026-01-02&to=2026-01-03');
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(r.headers['content-disposition']).toBe('attachment; filename="gavel-orders-2026-01-02-to-2026-01-03.csv"');
    const rows = parseCsv(r.body);
    expect(rows[0]?.slice(0, 5)).toEqual(['id', 'created_at', 'user_id', 'product_id', 'product_name']);
    expect(rows.slice(1).map((x) => [x[1], x[4], x[8]])).toEqual([
      ['2026-01-02T12:00:00.000Z', `'${TRICKY}`, '2000'],
      ['2026-01-03T00:00:00.000Z', 'Plain item', '1000'],
    ]);
    const one = parseCsv(
      (await consoleInject(h, finance, 'GET', '/exports/orders?from=2026-01-01&to=2026-01-01')).body,
    );
    expect(one).toHaveLength(2);
    expect(one[1]?.[1]).toBe('2026-01-01T23:59:59.999Z');
  });

  it('refuses a range that ends before it starts (400), and the roles the contract leaves out', async () => {
    const bad = await consoleInject(h, support, 'GET', '/exports/orders?from=2026-01-03&to=2026-01-02');
    expect(bad.statusCode).toBe(400);
    expect(envelopeOf(bad).reason).toBe('invalid_input');
    expect((await consoleInject(h, support, 'GET', '/exports/orders?from=2026-13-01')).statusCode).toBe(400);
    for (const [s, path] of [
      [viewer, '/exports/orders'],
      [support, '/exports/ledger'],
      [finance, '/exports/audit'],
    ] as const) {
      const r = await consoleInject(h, s, 'GET', path);
      expect(r.statusCode, path).toBe(403);
      expect(envelopeOf(r).reason).toBe('role_forbidden');
    }
  });

  it('names where each order ships: recipient, phone, region, address, postal code, formulas defused', async () => {
    const u = await h.registerUser();
    await fund(h, u.accessToken, 10_000);
    const pid = await addProduct(h, { name: 'Shipped lamp', price: 1000, stock: 1 });
    const bought = await h.api('buyProduct', { payPassword: PAY_PASSWORD, productId: pid }, { token: u.accessToken });
    const orderId = bought.body.result.order.id;
    const address = await h.api(
      'addAddress',
      { name: '@Li Lei', phone: '13800000009', region: 'Shanghai', detail: '=1+1, "Room" 2', postalCode: '200120' },
      { token: u.accessToken },
    );
    expect(address.status, JSON.stringify(address.body)).toBe(200);
    const addressId = address.body.result.id;
    expect((await h.api('requestDelivery', { orderId, addressId }, { token: u.accessToken })).status).toBe(200);

    const rows = parseCsv((await consoleInject(h, support, 'GET', '/exports/orders')).body);
    expect(rows[0]?.slice(-5)).toEqual([
      'recipient_name',
      'recipient_phone',
      'delivery_region',
      'delivery_address',
      'delivery_postal_code',
    ]);
    const row = rows.find((x) => x[0] === String(orderId));
    expect(row?.slice(-5)).toEqual(["'@Li Lei", '13800000009', 'Shanghai', `'=1+1, "Room" 2`, '200120']);
    // An order nobody asked to ship has the five cells empty.
    expect(rows[1]?.slice(-5)).toEqual(['', '', '', '', '']);
    // A viewer's copy would be masked like the Orders screen's (no viewer may export today).
    const masked = await exportSources.exportOrders(h.app.ctx.db, rangeOf({}), true).page(null, 500);
    const mine = masked.find((x) => x.o.id === orderId);
    const cells = mine ? exportSources.exportOrders(h.app.ctx.db, rangeOf({}), true).cells(mine) : [];
    expect(cells.slice(-5)).toEqual(['@******', '138****0009', 'Shanghai', null, null]);
  });

  it('works on the token API (the CLI) too', async () => {
    const r = await h.app.inject({
      method: 'GET',
      url: '/api/admin/exports/orders?from=2026-01-01&to=2026-01-03',
      remoteAddress: '127.0.0.1',
      headers: { authorization: `Operator ${h.config.operators[0]?.token ?? ''}` },
    });
    expect(r.statusCode).toBe(200);
    expect(parseCsv(r.body)).toHaveLength(4);
  });
});

describe('exportLedger and exportAudit', () => {
  it('the ledger: every entry with its account and transaction; amounts keep their sign', async () => {
    const r = await consoleInject(h, finance, 'GET', '/exports/ledger');
    expect(r.statusCode).toBe(200);
    const rows = parseCsv(r.body);
    expect(rows[0]).toEqual([
      'entry_id',
      'created_at',
      'transaction_id',
      'kind',
      'account',
      'user_id',
      'amount',
      'balance_after',
      'memo',
      'ref_id',
    ]);
    const amounts = rows.slice(1).map((x) => Number(x[6]));
    expect(amounts.some((a) => a < 0)).toBe(true);
    expect(amounts.reduce((a, b) => a + b, 0)).toBe(0);
    expect(rows.slice(1).map((x) => x[3])).toEqual(expect.arrayContaining(['recharge', 'purchase']));
  });

  it('every export is in the audit log, which only an admin exports', async () => {
    const r = await consoleInject(h, admin, 'GET', '/exports/audit');
    expect(r.statusCode).toBe(200);
    const rows = parseCsv(r.body);
    const exports = rows.filter((x) => x[5]?.startsWith('export.'));
    expect(exports.map((x) => [x[2], x[3], x[4], x[5]])).toEqual(
      expect.arrayContaining([
        [support.name, 'console', support.ip, 'export.orders'],
        [finance.name, 'console', finance.ip, 'export.ledger'],
        [admin.name, 'console', admin.ip, 'export.audit'],
      ]),
    );
    const details = exports.find((x) => x[2] === support.name)?.[7] ?? '';
    expect(JSON.parse(details)).toEqual({ from: '2026-01-02', to: '2026-01-03' });
  });

  it('keyset pages cover every row once, even rows written in the same microsecond', async () => {
    // Three audit rows in one statement share now() to the microsecond.
    await h.app.ctx.db.execute(
      sql`INSERT INTO operator_actions (operator, action, target) VALUES ('t', 'x.same', 'a'), ('t', 'x.same', 'b'), ('t', 'x.same', 'c')`,
    );
    const source = exportSources.exportAudit(h.app.ctx.db, rangeOf({}));
    let text = '';
    for await (const chunk of keysetCsv(source, 2)) text += chunk;
    const ids = parseCsv(text)
      .slice(1)
      .map((x) => Number(x[0]));
    const [all] = await queryRows<{ n: number }>(h.app.ctx.db, sql`SELECT count(*)::int AS n FROM operator_actions`);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(all?.n);
  });
});
