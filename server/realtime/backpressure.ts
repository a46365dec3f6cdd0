// Per-connection backpressure: a client that does not read its frames is closed (it reconnects
// and fetches what it missed by message id) instead of making this process buffer without bound.
import { WS_CLOSE } from '@/lib/api/limits';

export interface Writable {
  readonly readyState: number;
  readonly OPEN: number;
  readonly bufferedAmount: number;
  send(data: Buffer, opts: { binary: boolean }): void;
  close(code: number, reason: string): void;
  terminate(): void;
}

export type Delivery = 'sent' | 'closed' | 'too-slow';

/** Writes `data` unless more than `maxBuffered` bytes already wait for this client. */
export function deliver(ws: Writable, data: Buffer, maxBuffered: number, graceMs = 5000): Delivery {
  if (ws.readyState !== ws.OPEN) return 'closed';
  if (ws.bufferedAmount > maxBuffered) {
    ws.close(WS_CLOSE.tooSlow, 'too slow');
    // A client too slow to read frames may also never answer the close: cut it off.
    setTimeout(() => ws.terminate(), graceMs).unref();
    return 'too-slow';
  }
  // A text frame (the client reads JSON text) from bytes already encoded, shared by every socket.
  ws.send(data, { binary: false });
  return 'sent';
}
