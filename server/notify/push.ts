// Web Push (docs/notifications.md): the subscription calls and the `push` channel of the outbox.
// A push row is claimed with a lease (run_at moved on, committed) and sent outside any transaction
// (on PGlite an open transaction would hold every other query while the push service answers);
// then marked done. A crash between sending and marking sends it again after the lease: the
// service worker shows it with the notification id as its tag, so a repeat replaces itself.
// 404 / 410 from the push service, or an endpoint we never connect to: the subscription is removed. Other failures: a few tries
// with backoff, then given up (the notification stays in the centre).
//
// Push runs on its own loop of the worker (worker.ts): a push service that never answers delays
// other pushes by at most PUSH_TIMEOUT_MS, never an in-app notification. At most PUSH_CONCURRENCY
// sends are open at once, to at most MAX_SUBSCRIPTIONS devices per user.
import { sql } from 'drizzle-orm';
import { createTranslator } from 'next-intl';
import type { NotificationData, NotificationType } from '@/lib/api/schemas/notify';
import { formatMoney } from '@/lib/format/money';
import { eachAtMost } from '@/lib/each-at-most';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/config';
import { routeHref } from '@/lib/nav/href';
import { targetOf } from '@/lib/notify/target';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import fr from '@/messages/fr.json';
import zhCN from '@/messages/zh-CN.json';
import zhTW from '@/messages/zh-TW.json';
import type { AppContext } from '../context';
import { rows } from '../db/client';
import type { CallHandlers } from '../http/call-group';
import { badRequest } from '../http/errors';
import { withTx } from '../db/tx';
import { checkEndpoint } from './endpoint-guard';
import { localizeNotifications } from './names';
import { privateEndpointsAllowed, pushSenderFor } from './push-env';
import { endpointRefused, PUSH_TIMEOUT_MS, type PushSender } from './push-send';
import {
  deletePushSubscription,
  dropPushSubscription,
  lockPushSubscriptions,
  MAX_SUBSCRIPTIONS,
  pushSubscriptionsOf,
  trimPushSubscriptions,
  upsertPushSubscription,
} from './queries';
import { vapidKeys } from './vapid';
import type { OutboxRow } from './worker';

const MESSAGES = { en, fr, es, 'zh-CN': zhCN, 'zh-TW': zhTW } as const;
type Locale = keyof typeof MESSAGES;
export const PUSH_BATCH = 10;
/** Sends open at once in one process. */
export const PUSH_CONCURRENCY = 10;
/** Tries of one push row before it is given up; the waits between them double from the base. */
export const PUSH_MAX_ATTEMPTS = 3;
export const PUSH_RETRY_BASE_MS = 10_000;
/**
 * How long a claimed push row is held before another process may try it: longer than the worst
 * batch (every send of it waiting out its timeout, PUSH_CONCURRENCY at a time), so a slow batch
 * is not sent twice.
 */
export const PUSH_LEASE_MS = Math.ceil((PUSH_BATCH * MAX_SUBSCRIPTIONS) / PUSH_CONCURRENCY) * PUSH_TIMEOUT_MS + 30_000;

export const pushRetryDelay = (attempts: number) => PUSH_RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1);

export const pushCalls = {
  GetPushPublicKey: (_input, ctx) => Promise.resolve({ publicKey: vapidKeys(ctx.config).publicKey }),

  SavePushSubscription: async (input, ctx) => {
    // The server connects to this URL later: only a public https push service (endpoint-guard.ts).
    const checked = checkEndpoint(input.endpoint, privateEndpointsAllowed(ctx.config));
    if (!checked.ok) throw badRequest('endpoint', `push endpoint ${checked.why}`, 'url');
    const values = {
      userId: ctx.userId(),
      familyId: ctx.req.sessionFamily,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
      locale: input.locale,
      createdAt: ctx.now(),
    };
    // One row per device (endpoint): saving again (another user on this device, a new session or
    // language) takes it over. At most MAX_SUBSCRIPTIONS per user: the oldest go (one user's
    // notification must not become hundreds of outbound connections). Under the user's lock so
    // two saves together cannot leave more.
    await withTx(ctx.db, async (tx) => {
      await lockPushSubscriptions(tx, values.userId);
      await upsertPushSubscription(tx, checked.endpoint, values);
      await trimPushSubscriptions(tx, values.userId);
    });
    return { ok: true as const };
  },

  RemovePushSubscription: async ({ endpoint }, ctx) => {
    // Stored as the WHATWG parser writes it (SavePushSubscription).
    await deletePushSubscription(ctx.db, ctx.userId(), new URL(endpoint).href);
    return { ok: true as const };
  },
} satisfies Partial<CallHandlers<'notify'>>;

/** The notification's text in `locale` and the screen it opens: all a push carries. */
export function pushPayload(locale: string, id: number, type: NotificationType, data: NotificationData) {
  const loc: Locale = locale in MESSAGES ? (locale as Locale) : 'en';
  const t = createTranslator({ locale: loc, messages: MESSAGES[loc], namespace: 'notify' });
  const values = {
    name: data.name ?? '',
    amount: data.amount === undefined ? '' : formatMoney(data.amount, loc),
    approved: data.approved === false ? 'false' : 'true',
    suspended: data.suspended === true ? 'true' : 'false',
    startTime: data.startTime ?? '',
  };
  const target = targetOf(type, data);
  let body = t(`types.${type}.body`, values);
  // A rejection's reason in words from its code; the operator's own note never reaches here.
  if ((data.approved === false || type === 'aftersale_rejected') && data.reasonCode) {
    const namespace =
      type === 'identity_decided'
        ? 'account.identityRejection'
        : type === 'aftersale_rejected'
          ? 'afterSale.rejection'
          : 'wallet.rejection';
    const reasons = createTranslator({ locale: loc, messages: MESSAGES[loc], namespace });
    // Chinese sentences follow each other without a space.
    body = `${body}${loc.startsWith('zh') ? '' : ' '}${reasons(data.reasonCode as 'other')}`;
  }
  return {
    title: t(`types.${type}.title`, values),
    body,
    url: routeHref(loc, target.route, target.query),
    tag: `n${id}`,
  };
}

type Ctx = Pick<AppContext, 'db' | 'log' | 'config'>;

export interface PushRunOptions {
  /** Default: the app's sender (push-env.ts). */
  send?: PushSender;
  /** Each send's deadline; default PUSH_TIMEOUT_MS. Tests end it by hand. */
  deadline?: () => AbortSignal;
  /** Aborts every open send (the worker stopping). */
  stop?: AbortSignal;
}

/** Sends due push rows; answers how many were claimed. */
export async function deliverPush(ctx: Ctx, opts: PushRunOptions = {}) {
  const send = opts.send ?? pushSenderFor(ctx.config);
  const deadline = opts.deadline ?? (() => AbortSignal.timeout(PUSH_TIMEOUT_MS));
  const claimed = await rows<OutboxRow>(
    ctx.db,
    sql`UPDATE outbox SET run_at = now() + ${`${PUSH_LEASE_MS} milliseconds`}::interval, attempts = attempts + 1
         WHERE id IN (SELECT id FROM outbox WHERE done_at IS NULL AND channel = 'push' AND run_at <= now()
                       ORDER BY id LIMIT ${PUSH_BATCH} FOR UPDATE SKIP LOCKED)
         RETURNING id, user_id, channel, type, data, created_at, attempts`,
  );
  const vapid = vapidKeys(ctx.config);
  const failures = new Map<number, unknown>();
  const sends = [];
  for (const row of claimed) {
    const stored = { data: row.data as NotificationData & { notificationId?: number } };
    // Each device reads the name in its own language (names.ts), looked up once per language.
    const inLocale = new Map<string, NotificationData>();
    for (const s of await pushSubscriptionsOf(ctx.db, row.user_id)) {
      const locale = isLocale(s.locale) ? s.locale : DEFAULT_LOCALE;
      let data = inLocale.get(locale);
      if (data === undefined) {
        const reader = { locale, fallback: ctx.config.defaultContentLocale };
        [{ data }] = (await localizeNotifications(ctx.db, reader, [stored])) as [typeof stored];
        inLocale.set(locale, data);
      }
      sends.push({
        row,
        s,
        payload: pushPayload(locale, stored.data.notificationId ?? row.id, row.type as NotificationType, data),
      });
    }
  }
  await eachAtMost(sends, PUSH_CONCURRENCY, async ({ row, s, payload }) => {
    const signal = opts.stop ? AbortSignal.any([deadline(), opts.stop]) : deadline();
    try {
      await send(
        { endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } },
        JSON.stringify(payload),
        vapid,
        signal,
      );
    } catch (e) {
      const status = (e as { statusCode?: number }).statusCode;
      if (status === 404 || status === 410 || endpointRefused(e)) {
        await dropPushSubscription(ctx.db, s.id);
      } else {
        failures.set(row.id, e);
        // The message and status only: never the endpoint (a capability URL) or the payload.
        ctx.log.warn(
          { outboxId: row.id, status, error: e instanceof Error ? e.message : 'push failed' },
          'push failed',
        );
      }
    }
  });
  for (const row of claimed) {
    const failure = failures.get(row.id);
    if (failure === undefined) {
      await ctx.db.execute(sql`UPDATE outbox SET done_at = now() WHERE id = ${row.id}`);
    } else {
      // Given up after PUSH_MAX_ATTEMPTS: done, last_error kept; the in-app notification stays.
      const message = failure instanceof Error ? failure.message.slice(0, 500) : 'push failed';
      await ctx.db.execute(
        sql`UPDATE outbox SET last_error = ${message},
              run_at = now() + ${`${pushRetryDelay(row.attempts)} milliseconds`}::interval,
              done_at = ${row.attempts >= PUSH_MAX_ATTEMPTS ? sql`now()` : sql`NULL`}
            WHERE id = ${row.id}`,
      );
    }
  }
  return claimed.length;
}
