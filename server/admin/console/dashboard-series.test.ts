// Issue 42 #9: the dashboard over time. Sales, orders, recharges and withdrawals per calendar day of
// the auction window's time zone, the last 30 days ending today: an order at 23:30 in Shanghai is on
// that Shanghai day (15:30 UTC), one at 00:30 on the next (16:30 UTC, the same UTC day); the money
// sums equal the ledger's postings; every role reads it.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperatorAnswer } from '@/lib/api/operator/calls';
import { OPERATOR_ROLES } from '@/lib/api/operator/facts';
import { rows } from '../../db/client';
import { ledgerAccounts } from '../../db/schema';
import { consoleInject, consoleSession, envelopeOf } from '../../test/console';
import { createHarness, type Harness } from '../../test/harness';
import {
  addProduct,
  fund,
  openAllDay,
  PAY_PASSWORD,
  platformAccountId,
  prepareWithdrawals,
  userIdOf,
} from '../../test/market';
import { lastDays, localDate } from './local-days';

type Series = OperatorAnswer<'dashboardSeries'>;
const HOUR = 3_600_000;

describe('local days', () => {
  it('are the calendar days of the zone, not of UTC', () => {
    const at = Date.parse('2026-03-10T16:30:00Z');
    expect(localDate(at, 'Asia/Shanghai')).toBe('2026-03-11');
    expect(localDate(at, 'UTC')).toBe('2026-03-10');
    expect(localDate(at, 'America/Los_Angeles')).toBe('2026-03-10');
  });
  it('n days ending today, oldest first, across a month end and a clock change', () => {
    // New York moves to summer time on 2026-03-08.
    expect(lastDays('America/New_York', Date.parse('2026-03-09T03:30:00Z'), 10)).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
    ]);
  });
});

describe('dashboardSeries', () => {
  let h: Harness;
  let series: Series;
  beforeAll(async () => {
    h = await createHarness();
    // 23:30 on 10 March in Shanghai (UTC+8).
    h.clock.now = new Date('2026-03-10T15:30:00Z');
    await openAllDay(h, 'Asia/Shanghai');
    const u = await h.registerUser();
    await prepareWithdrawals(h, userIdOf(u.accessToken));
    // 35 days earlier: outside the 30 days, on no row.
    h.clock.now = new Date('2026-02-03T15:30:00Z');
    await fund(h, u.accessToken, 90_000);
    const old = await addProduct(h, { price: 700, stock: 5 });
    expect(
      (await h.api('buyProduct', { payPassword: PAY_PASSWORD, productId: old }, { token: u.accessToken })).status,
    ).toBe(200);
    h.clock.now = new Date('2026-03-10T15:30:00Z');
    await fund(h, u.accessToken, 100_000);
    const pid = await addProduct(h, { price: 1500, stock: 5 });
    expect(
      (await h.api('buyProduct', { payPassword: PAY_PASSWORD, productId: pid }, { token: u.accessToken })).status,
    ).toBe(200);
    const w = await h.api('ApplyWithdraw', { amount: 4000, payPassword: PAY_PASSWORD }, { token: u.accessToken });
    expect(w.status, JSON.stringify(w.body)).toBe(200);
    const paid = await h.operator('POST', '/applications/decide', {
      type: 'withdraw',
      id: w.body.result.id,
      decision: 'approve',
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    // 00:30 on 11 March in Shanghai: still 10 March in UTC.
    h.clock.advance(HOUR);
    const pid2 = await addProduct(h, { price: 2500, stock: 5 });
    expect(
      (await h.api('buyProduct', { payPassword: PAY_PASSWORD, productId: pid2 }, { token: u.accessToken })).status,
    ).toBe(200);
    expect(
      (await h.api('buyProduct', { payPassword: PAY_PASSWORD, productId: pid2 }, { token: u.accessToken })).status,
    ).toBe(200);
    // A recharge asked for but not decided is not money in.
    const pending = await h.api(
      'applyRecharge',
      { amount: 3000, accountId: await platformAccountId(h) },
      { token: u.accessToken },
    );
    expect(pending.status).toBe(200);
    const viewer = await consoleSession(h, 'viewer');
    const r = await consoleInject(h, viewer, 'GET', '/dashboard/series');
    expect(r.statusCode, r.body).toBe(200);
    series = envelopeOf<Series>(r).result;
    // A slow shared machine: the setup makes a dozen calls through the whole app.
  }, 300_000);
  afterAll(() => h.close());

  it('30 calendar days of the window’s zone, ending today there, a row for each', () => {
    expect(series.timeZone).toBe('Asia/Shanghai');
    expect(series.days).toHaveLength(30);
    expect(series.days.at(-1)?.day).toBe('2026-03-11');
    expect(series.days[0]?.day).toBe('2026-02-10');
    expect(series.days.find((d) => d.day === '2026-03-01')).toEqual({
      day: '2026-03-01',
      orders: 0,
      sales: 0,
      recharges: 0,
      withdrawals: 0,
    });
  });

  it('an order at 23:30 local is on that local day, one at 00:30 on the next', () => {
    const of = (day: string) => series.days.find((d) => d.day === day);
    expect(of('2026-03-10')).toEqual({
      day: '2026-03-10',
      orders: 1,
      sales: 1500,
      recharges: 100_000,
      withdrawals: 4000,
    });
    expect(of('2026-03-11')).toEqual({ day: '2026-03-11', orders: 2, sales: 5000, recharges: 0, withdrawals: 0 });
  });

  it('the money sums equal the ledger (nothing older than the 30 days in the ledger’s own totals)', async () => {
    const sum = (k: 'sales' | 'recharges' | 'withdrawals') => series.days.reduce((n, d) => n + d[k], 0);
    const balance = async (code: string) => {
      const [a] = await h.app.ctx.db
        .select({ b: ledgerAccounts.balance })
        .from(ledgerAccounts)
        .where(eq(ledgerAccounts.code, code));
      return Number(a?.b ?? 0);
    };
    // Everything posted since 10 Feb 00:00 in Shanghai (16:00 UTC on 9 Feb).
    const since = '2026-02-09T16:00:00Z';
    const [purchases] = await rows<{ total: string }>(
      h.app.ctx.db,
      sql`SELECT coalesce(sum(-e.amount), 0) AS total FROM ledger_entries e
          JOIN ledger_transactions t ON t.id = e.transaction_id
          JOIN ledger_accounts a ON a.id = e.account_id
          WHERE t.kind = 'purchase' AND a.user_id IS NOT NULL AND e.created_at >= ${since}`,
    );
    expect(sum('sales')).toBe(Number(purchases?.total));
    // The external accounts hold every recharge and withdrawal ever made: less the one 35 days ago.
    expect(sum('recharges')).toBe(-(await balance('external:recharge')) - 90_000);
    expect(sum('withdrawals')).toBe(await balance('external:withdrawal'));
  });

  it('every role reads it', { timeout: 300_000 }, async () => {
    for (const role of OPERATOR_ROLES) {
      const s = await consoleSession(h, role);
      const r = await consoleInject(h, s, 'GET', '/dashboard/series');
      expect(r.statusCode, `${role}: ${r.body}`).toBe(200);
    }
  });
});
