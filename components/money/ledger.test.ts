import { describe, expect, it } from 'vitest';
import { niceTicks, nearestIndex } from './chart-scale';
import { groupByDay, signOf, type WalletEntry } from './ledger';

const entry = (id: number, createdAt: string, amount = 100): WalletEntry => ({
  id,
  kind: 'recharge',
  amount,
  balanceAfter: 1000,
  memo: '',
  applicationStatus: null,
  refId: null,
  createdAt,
});

describe('groupByDay', () => {
  it('keeps the order and starts a new group when the day changes, in the given zone', () => {
    const entries = [
      entry(3, '2026-11-23T01:00:00.000Z'),
      entry(2, '2026-11-22T20:00:00.000Z'),
      entry(1, '2026-11-22T10:00:00.000Z'),
    ];
    expect(groupByDay(entries, 'UTC').map((d) => [d.day, d.entries.map((e) => e.id)])).toEqual([
      ['2026-11-23', [3]],
      ['2026-11-22', [2, 1]],
    ]);
    // In Shanghai (UTC+8) 20:00Z on the 22nd is already the 23rd.
    expect(groupByDay(entries, 'Asia/Shanghai').map((d) => [d.day, d.entries.map((e) => e.id)])).toEqual([
      ['2026-11-23', [3, 2]],
      ['2026-11-22', [1]],
    ]);
  });
});

describe('signOf', () => {
  it('marks money in and out', () => {
    expect(signOf(5)).toEqual({ sign: '+', tone: 'in' });
    expect(signOf(-5)).toEqual({ sign: '−', tone: 'out' });
    expect(signOf(0)).toEqual({ sign: '', tone: 'zero' });
  });
});

describe('chart scale', () => {
  it('gives round ticks covering the range', () => {
    expect(niceTicks(8_000, 13_000)).toEqual([8_000, 10_000, 12_000, 14_000]);
    const flat = niceTicks(500, 500);
    expect(flat[0]).toBeLessThan(500);
    expect(flat.at(-1)).toBeGreaterThan(500);
  });
  it('finds the nearest day to a position', () => {
    expect(nearestIndex(0, 10, 110, 5)).toBe(0);
    expect(nearestIndex(62, 10, 110, 5)).toBe(2);
    expect(nearestIndex(500, 10, 110, 5)).toBe(4);
    expect(nearestIndex(50, 10, 110, 1)).toBe(0);
  });
});
