// Temporary passwords pass the check a chosen operator password must pass (audit item 7): a draw
// that would not is drawn again. The random source is rigged to draw one letter twenty times.
import type * as Crypto from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { operatorPasswordReason } from './passwords';
import { temporaryPassword } from './secrets';

const rig = vi.hoisted(() => ({ zeros: 0 }));
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof Crypto>();
  const randomInt = (max: number) => {
    if (rig.zeros > 0) {
      rig.zeros -= 1;
      return 0;
    }
    return actual.randomInt(max);
  };
  return { ...actual, default: { ...actual, randomInt }, randomInt };
});

afterEach(() => {
  rig.zeros = 0;
});

describe('temporary passwords', () => {
  it('a draw that fails the check ("aaaa…") is drawn again', () => {
    rig.zeros = 20;
    const p = temporaryPassword('alice');
    expect(p).toHaveLength(20);
    expect(p).not.toBe('a'.repeat(20));
    expect(operatorPasswordReason(p, 'alice')).toBeNull();
  });

  it('every one passes the check', () => {
    for (let i = 0; i < 200; i++) expect(operatorPasswordReason(temporaryPassword('bob'), 'bob')).toBeNull();
  });
});
