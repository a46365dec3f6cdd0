import { describe, expect, it } from 'vitest';
import { burstProblems, listProblems, reasonsText, sustainedProblems } from './work-checks';

describe('bench work checks', () => {
  const sound = { buyers: 1000, stock: 100, ok: 100, orders: 100, stockLeft: 0, ledgerSound: true };

  it('passes a burst that sold the stock to exactly as many buyers', () => {
    expect(burstProblems('burst', { ...sound, reasons: { '200': 100, '409 sold_out': 900 } })).toEqual([]);
  });

  it('fails the 2026-11-29 burst: 0 bought, every buyer refused for outdated terms', () => {
    const p = burstProblems('burst', {
      ...sound,
      ok: 0,
      orders: 0,
      stockLeft: 100,
      reasons: { '409 terms_outdated': 1000 },
    });
    expect(p[0]).toBe('burst: 0 bought, expected the whole stock of 100');
    expect(p.at(-1)).toBe('burst answers: 1000 × 409 terms_outdated');
  });

  it('fails oversells, unanswered buyers, a stored/told mismatch and an unsound ledger', () => {
    const p = burstProblems('burst', {
      ...sound,
      ok: 101,
      orders: 102,
      stockLeft: -2,
      ledgerSound: false,
      reasons: { '200': 101, '409 sold_out': 890, '0': 9 },
    });
    expect(p.join('\n')).toMatch(/991 of 1000 buyers answered/);
    expect(p.join('\n')).toMatch(/2 oversold/);
    expect(p.join('\n')).toMatch(/102 orders stored but 101 buyers told 200/);
    expect(p.join('\n')).toMatch(/ledger is not sound/);
  });

  it('counts 429s apart in sustained buys, and fails a run of refusals', () => {
    expect(
      sustainedProblems('sustained', { ok: 960, reasons: { '200': 960, '429 rate_limited': 5000, '409 x': 40 } }),
    ).toEqual([]);
    expect(sustainedProblems('sustained', { ok: 0, reasons: { '409 terms_outdated': 17007 } })[0]).toMatch(
      /0 % of answers/,
    );
    expect(sustainedProblems('sustained', { ok: 90, reasons: { '200': 90, '500 internal': 10 } })).toHaveLength(2);
  });

  it('fails a list that answered anything but 200, or nothing', () => {
    expect(listProblems('list', { ok: 10, reasons: { '200': 10 } })).toEqual([]);
    expect(listProblems('list', { ok: 10, reasons: { '200': 10, '503 overloaded': 1 } })[0]).toMatch(/1 non-200/);
    expect(listProblems('list', { ok: 0, reasons: {} })).toHaveLength(2);
  });

  it('names no answer as such', () => {
    expect(reasonsText({ '0': 2, '200': 5 })).toBe('5 × 200, 2 × no answer');
  });
});

describe('chat delivery check', () => {
  it('passes exactly once per client, fails a missing or doubled delivery', async () => {
    const { deliveryProblems } = await import('./work-checks');
    expect(deliveryProblems('chat', { clients: 3, messages: 2, received: [3, 3] })).toEqual([]);
    expect(deliveryProblems('chat', { clients: 3, messages: 2, received: [3, 2] })[0]).toMatch(
      /1 messages did not reach/,
    );
    expect(deliveryProblems('chat', { clients: 3, messages: 2, received: [4, 3] })[0]).toMatch(/more than once/);
    expect(deliveryProblems('chat', { clients: 3, messages: 2, received: [3] })[0]).toMatch(/1 of 2 messages sent/);
  });
});

describe('pgbench buy check (the costs part)', () => {
  it('passes a script whose transactions bought, fails one that was refused or never ran', async () => {
    const { pgbenchBuyProblems } = await import('./work-checks');
    expect(pgbenchBuyProblems('buy', { transactions: 1000, bought: 1000 })).toEqual([]);
    // Every call answered pay_password_required: pgbench counts them as transactions all the same.
    expect(pgbenchBuyProblems('buy', { transactions: 1000, bought: 0 })[0]).toMatch(/0 orders stored for 1000/);
    expect(pgbenchBuyProblems('buy', { transactions: 0, bought: 0 })).toHaveLength(1);
    // More orders than transactions: something else bought meanwhile, so the count says nothing.
    expect(pgbenchBuyProblems('buy', { transactions: 10, bought: 20 })).toHaveLength(1);
  });
});
