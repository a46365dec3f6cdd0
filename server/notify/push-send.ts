// Sends one Web Push message (docs/notifications.md, "Sending"). web-push encrypts and signs
// (`generateRequestDetails`); the request itself is made here rather than by `sendNotification`, so
// that:
// - the host connected to is the one `checkEndpoint` vetted (the WHATWG URL, not web-push's
//   legacy url.parse), an address literal is checked again, and a name's addresses are checked
//   after DNS (`guardedLookup`), so an endpoint that points inside our network is never reached;
// - one deadline covers the whole exchange (web-push's `timeout` is an idle timeout: a receiver
//   trickling a byte every few seconds would hold it forever) and the push loop can abort it;
// - the push service's answer is read up to a small limit only.
import { Agent, request } from 'node:https';
import { isIP } from 'node:net';
import webpush from 'web-push';
import { checkEndpoint, guardedLookup, isRefusedAddress, RefusedAddressError } from './endpoint-guard';
import type { Vapid } from './vapid';

/** The whole exchange with one push service, connect to answer. */
export const PUSH_TIMEOUT_MS = 10_000;
/** What is read of a push service's answer (it is only logged, shortened). */
const MAX_ANSWER_BYTES = 16 * 1024;

export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** A failed send; `statusCode` when the push service answered (404 / 410: the subscription is gone). */
export class PushSendError extends Error {
  constructor(
    message: string,
    readonly statusCode?: number,
    /** The endpoint itself is refused (endpoint-guard.ts): it will never be sent to. */
    readonly refused = false,
  ) {
    super(message);
  }
}

/**
 * Whether a send failed because the endpoint is one we never connect to (a row stored before the
 * checks, or a name that resolves inside our network): such a subscription is dropped like a 410,
 * not retried, and does not fail the notification for the user's other devices.
 */
export function endpointRefused(e: unknown): boolean {
  return (e instanceof PushSendError && e.refused) || (e as { code?: unknown } | null)?.code === 'PUSH_ADDRESS_REFUSED';
}

/** Sends `payload` to `target`; rejects with PushSendError (or the network error). */
export type PushSender = (target: PushTarget, payload: string, vapid: Vapid, signal: AbortSignal) => Promise<void>;

export interface PushSenderOptions {
  /** PUSH_ALLOW_PRIVATE_ENDPOINTS (tests only, refused in production): loopback receivers. */
  allowPrivate: boolean;
  /** Extra CA certificates (tests: the local receiver's self-signed one). Verification stays on. */
  ca?: Buffer[];
  /** Name resolution (tests: chosen answers, e.g. a name rebound to 127.0.0.1); default DNS. */
  resolve?: Parameters<typeof guardedLookup>[0];
}

export function createPushSender({ allowPrivate, ca, resolve }: PushSenderOptions): PushSender {
  // Few sockets per push service, kept briefly: most messages of a batch go to the same few hosts.
  const agent = new Agent({
    keepAlive: true,
    maxSockets: 4,
    maxTotalSockets: 32,
    ...(ca ? { ca } : {}),
    ...(allowPrivate ? {} : { lookup: guardedLookup(resolve) }),
  });
  return (target, payload, vapid, signal) =>
    new Promise<void>((resolve, reject) => {
      const checked = checkEndpoint(target.endpoint, allowPrivate);
      if (!checked.ok) return reject(new PushSendError(`push endpoint refused: ${checked.why}`, undefined, true));
      const url = new URL(checked.endpoint);
      const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
      // A literal address is connected to without a lookup: check it here.
      if (!allowPrivate && isIP(host) !== 0 && isRefusedAddress(host)) return reject(new RefusedAddressError(host));
      if (signal.aborted) return reject(new PushSendError('push timed out'));
      const details = webpush.generateRequestDetails({ endpoint: checked.endpoint, keys: target.keys }, payload, {
        vapidDetails: vapid,
        TTL: 3600,
        contentEncoding: 'aes128gcm',
      });
      const req = request(
        {
          host,
          port: url.port || 443,
          path: `${url.pathname}${url.search}`,
          method: 'POST',
          headers: details.headers as Record<string, string | number>,
          agent,
          signal,
        },
        (res) => {
          let size = 0;
          res.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > MAX_ANSWER_BYTES) res.destroy();
          });
          res.on('close', () => {
            const status = res.statusCode ?? 0;
            if (status >= 200 && status < 300) resolve();
            else reject(new PushSendError(`push service answered ${status}`, status));
          });
        },
      );
      req.on('error', (e) =>
        reject(signal.aborted ? new PushSendError('push timed out') : e instanceof Error ? e : new Error(String(e))),
      );
      req.end(details.body);
    });
}
