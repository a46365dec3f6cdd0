// The auction window is one setting of the one server every spec shares, and buy.spec closes it for
// a while to test the closed state. Every change of the window holds this lock (a directory made
// atomically in the run's data folder, which all workers share), so no spec on the other worker
// reopens the window in the middle of the closed test.
import { mkdirSync, rmdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Bidding open all day: a start equal to the end (lib/auction/status.ts). "00:00–23:59" would
 * close for the day's last minute, and a spec buying in that minute failed (2026-12-03).
 */
export const ALL_DAY = { startTime: '00:00', endTime: '00:00', timeZone: 'Asia/Shanghai' } as const;

function lockPath(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  return path.join(dir, 'auction-window.lock');
}

export async function withWindowLock<T>(fn: () => Promise<T>): Promise<T> {
  const lock = lockPath();
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // Held by the other worker: look again shortly (it holds it for a few seconds at most).
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    return await fn();
  } finally {
    rmdirSync(lock);
  }
}
