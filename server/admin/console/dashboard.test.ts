// The dashboard: the window's countdown (next opening or closing), today since local midnight,
// the pending queues with their oldest item, and the ledger audit.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperatorAnswer } from '@/lib/api/operator/calls';
import { createHarness, type Harness } from '../../test/harness';
import { consoleInject, consoleSession, envelopeOf } from '../../test/console';
import { addProduct, fund, openAllDay, PAY_PASSWORD, platformAccountId } from '../../test/market';
import { midnightIn, nextChange } from './dashboard';

const at = (iso: string) => new Date(iso).getTime();

describe('nextChange', () => {
  const w = { startTime: '10:00', endTime: '12:00', timeZone: 'UTC' };
  it('open: when it closes; closed before the start: when it opens', () => {
    expect(nextChange(w, at('2026-03-01T11:00:00Z'))).toEqual({ open: true, at: at('2026-03-01T12:00:00Z') });
    expect(nextChange(w, at('2026-03-01T08:30:00Z'))).toEqual({ open: false, at: at('2026-03-01T10:00:00Z') });
  });
  it('closed after the end: tomorrow’s opening (past midnight)', () => {
    expect(nextChange(w, at('2026-03-01T20:00:00Z'))).toEqual({ open: false, at: at('2026-03-02T10:00:00Z') });
  });
  it('a window past midnight, in a time zone', () => {
    const night = { startTime: '22:00', endTime: '02:00', timeZone: 'Asia/Shanghai' };
    // 01:00 in Shanghai is 17:00 UTC the day before: open until 02:00 Shanghai (18:00 UTC).
    expect(nextChange(night, at('2026-03-01T17:00:00Z'))).toEqual({ open: true, at: at('2026-03-01T18:00:00Z') });
    // 12:00 in Shanghai (04:00 UTC): opens at 22:00 Shanghai (14:00 UTC).
    expect(nextChange(night, at('2026-03-01T04:00:00Z'))).toEqual({ open: false, at: at('2026-03-01T14:00:00Z') });
  });
});

describe('midnightIn', () => {
  it('is local midnight, also on the day the clocks change', () => {
    expect(midnightIn('Asia/Shanghai', at('2026-03-01T04:00:00Z'))).toBe(at('2026-02-28T16:00:00Z'));
    // New York moves to summer time on 2026-03-08 at 02:00 (UTC-5 → UTC-4): midnight was UTC-5.
    expect(midnightIn('America/New_York', at('2026-03-08T18:00:00Z'))).toBe(at('2026-03-08T05:00:00Z'));
  });
});

describe('dashboard', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(() => h.close());

  it('counts today’s orders and sales, the pending queues with the oldest, and audits the ledger', async () => {
    await openAllDay(h);
    const viewer = await consoleSession(h, 'viewer');
    const u = await h.registerUser();
    await fund(h, u.accessToken, 100_000);
    const pid = await addProduct(h, { price: 1500, stock: 5 });
    for (let i = 0; i < 2; i++) {
      expect(
        (await h.api('buyProduct', { payPassword: PAY_PASSWORD, productId: pid }, { token: u.accessToken })).status,
      ).toBe(200);
    }
    const pendingAt = h.clock.now.toISOString();
    const r = await h.api(
      'applyRecharge',
      { amount: 2000, accountId: await platformAccountId(h) },
      { token: u.accessToken },
    );
    expect(r.status).toBe(200);
    h.clock.advance(60_000);
    await h.api('applyRecharge', { amount: 3000, accountId: await platformAccountId(h) }, { token: u.accessToken });

    const res = await consoleInject(h, viewer, 'GET', '/dashboard');
    expect(res.statusCode, res.body).toBe(200);
    const d = envelopeOf<OperatorAnswer<'dashboard'>>(res).result;
    expect(d.window).toMatchObject({ startTime: '00:00', endTime: '00:00', timeZone: 'UTC', open: true });
    expect(d.window.now).toBe(h.clock.now.getTime());
    expect(d.window.nextChangeAt).toBeGreaterThan(d.window.now);
    expect(d.today.orders).toBe(2);
    expect(d.today.sales).toBe(3000);
    expect(d.today.since).toBe(new Date(midnightIn('UTC', h.clock.now.getTime())).toISOString());
    expect(d.queues.recharge).toEqual({ count: 2, oldestAt: pendingAt });
    expect(d.queues.withdraw).toEqual({ count: 0, oldestAt: null });
    expect(d.queues.identity.count).toBe(0);
    expect(d.ledger.ok).toBe(true);
  });

  it('reports a ledger that does not audit clean (after the minute the last audit is kept)', async () => {
    const viewer = await consoleSession(h, 'viewer');
    // A cached balance that no longer equals its entries: what the audit exists to catch.
    await h.app.ctx.db.execute(sql`UPDATE ledger_accounts SET balance = balance + 1 WHERE code = 'platform:sales'`);
    h.clock.advance(61_000);
    const d = envelopeOf<OperatorAnswer<'dashboard'>>(await consoleInject(h, viewer, 'GET', '/dashboard')).result;
    expect(d.ledger).toEqual({ ok: false, checkedAt: h.clock.now.toISOString() });
    await h.app.ctx.db.execute(sql`UPDATE ledger_accounts SET balance = balance - 1 WHERE code = 'platform:sales'`);
  });
});
