// The backpressure rule on a fake socket: write while the queue is short, close a client that
// has fallen behind (4008) and cut it off if it does not answer the close.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WS_CLOSE } from '@/lib/api/limits';
import { deliver, type Writable } from './backpressure';

function fake(bufferedAmount: number, readyState = 1) {
  const log: string[] = [];
  const ws: Writable = {
    readyState,
    OPEN: 1,
    bufferedAmount,
    send: (d, opts) => log.push(`send ${d.toString()} ${opts.binary ? 'binary' : 'text'}`),
    close: (code) => log.push(`close ${code}`),
    terminate: () => log.push('terminate'),
  };
  return { ws, log };
}

afterEach(() => vi.useRealTimers());

describe('deliver', () => {
  it('writes while the queue is within the limit', () => {
    const { ws, log } = fake(1024);
    expect(deliver(ws, Buffer.from('x'), 1024)).toBe('sent');
    expect(log).toEqual(['send x text']);
  });

  it('closes a client that fell behind with 4008, then terminates it', () => {
    vi.useFakeTimers();
    const { ws, log } = fake(1025);
    expect(deliver(ws, Buffer.from('x'), 1024, 100)).toBe('too-slow');
    expect(log).toEqual([`close ${WS_CLOSE.tooSlow}`]);
    vi.advanceTimersByTime(100);
    expect(log).toEqual([`close ${WS_CLOSE.tooSlow}`, 'terminate']);
  });

  it('skips a socket that is no longer open', () => {
    const { ws, log } = fake(0, 2);
    expect(deliver(ws, Buffer.from('x'), 1024)).toBe('closed');
    expect(log).toEqual([]);
  });
});
