// The push sender the app uses, from the environment (read here, not in the shared
// server/config.ts, like vapid.ts). PUSH_ALLOW_PRIVATE_ENDPOINTS=true lets subscriptions point at
// loopback and private addresses on any port: for a test push receiver only. Production refuses
// to start with it (checked when the notifications start, server/notify/plugin.ts).
import type { Config } from '../config';
import { createPushSender, type PushSender } from './push-send';

export const ALLOW_PRIVATE_ENV = 'PUSH_ALLOW_PRIVATE_ENDPOINTS';

/** Whether private endpoints are allowed; throws when that is asked for in production. */
export function privateEndpointsAllowed(
  config: Pick<Config, 'env'>,
  env: Record<string, string | undefined> = process.env,
): boolean {
  const asked = env[ALLOW_PRIVATE_ENV] === 'true';
  if (asked && config.env === 'production')
    throw new Error(`${ALLOW_PRIVATE_ENV} is refused when NODE_ENV=production (it lets push reach private addresses)`);
  return asked;
}

const senders = new WeakMap<Config, PushSender>();

/** The app's sender (one per app: its agent's sockets are shared by every send). */
export function pushSenderFor(config: Config): PushSender {
  let sender = senders.get(config);
  if (!sender) {
    sender = createPushSender({ allowPrivate: privateEndpointsAllowed(config) });
    senders.set(config, sender);
  }
  return sender;
}

/** Test seam: the sender this app's worker uses (e.g. one trusting a local receiver's certificate). */
export function usePushSender(config: Config, sender: PushSender): void {
  senders.set(config, sender);
}
