// Web Push (docs/notifications.md): the subscription calls and the `push` channel of the outbox.
// A push row is claimed with a lease (run_at moved on, committed) and sent outside any transaction
// (on PGlite an open transaction would hold every other query while the push service answers);
// then marked done. A crash between sending and marking sends it again after the lease: the
// service worker shows it with the notification id as its tag, so a repeat replaces itself.
// 404 / 410 from the push service: the subscription is gone, removed. Other failures: backoff.
import { sql } from 'drizzle-orm';
import { createTranslator } from 'next-intl';
import webpush from 'web-push';
import type { NotificationData, NotificationType } from '@/lib/api/schemas/notify';
import { formatMoney } from '@/lib/format/money';
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
import { deletePushSubscription, dropPushSubscription, pushSubscriptionsOf, upsertPushSubscription } from './queries';
import { vapidKeys } from './vapid';
import { MAX_ATTEMPTS, retryDelay, type OutboxRow } from './worker';

const MESSAGES = { en, fr, es, 'zh-CN': zhCN, 'zh-TW': zhTW } as const;
type Locale = keyof typeof MESSAGES;
/** How long a claimed push row is held before another process may try it. */
export const PUSH_LEASE_MS = 60_000;
const PUSH_BATCH = 20;

export const pushCalls = {
  GetPushPublicKey: (_input, ctx) => Promise.resolve({ publicKey: vapidKeys(ctx.config).publicKey }),

  SavePushSubscription: async (input, ctx) => {
    const values = {
      userId: ctx.userId(),
      familyId: ctx.req.sessionFamily,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
      locale: input.locale,
      createdAt: ctx.now(),
    };
    // One row per device (endpoint): saving again (another user on this device, a new session or
    // language) takes it over.
    await upsertPushSubscription(ctx.db, input.endpoint, values);
    return { ok: true as const };
  },

  RemovePushSubscription: async ({ endpoint }, ctx) => {
    await deletePushSubscription(ctx.db, ctx.userId(), endpoint);
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
    startTime: data.startTime ?? '',
  };
  const target = targetOf(type, data);
  let body = t(`types.${type}.body`, values);
  // A rejection's reason in words from its code; the operator's own note never reaches here.
  if (data.approved === false && data.reasonCode) {
    const namespace = type === 'identity_decided' ? 'account.identityRejection' : 'wallet.rejection';
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

/** Sends due push rows; answers how many were claimed. */
export async function deliverPush(
  ctx: Ctx,
  send: typeof webpush.sendNotification = webpush.sendNotification.bind(webpush),
) {
  const claimed = await rows<OutboxRow>(
    ctx.db,
    sql`UPDATE outbox SET run_at = now() + ${`${PUSH_LEASE_MS} milliseconds`}::interval, attempts = attempts + 1
         WHERE id IN (SELECT id FROM outbox WHERE done_at IS NULL AND channel = 'push' AND run_at <= now()
                       ORDER BY id LIMIT ${PUSH_BATCH} FOR UPDATE SKIP LOCKED)
         RETURNING id, user_id, channel, type, data, created_at, attempts`,
  );
  const vapid = vapidKeys(ctx.config);
  for (const row of claimed) {
    const subs = await pushSubscriptionsOf(ctx.db, row.user_id);
    let failure: unknown = null;
    for (const s of subs) {
      const data = row.data as NotificationData & { notificationId?: number };
      const payload = pushPayload(s.locale, data.notificationId ?? row.id, row.type as NotificationType, data);
      try {
        await send({ endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } }, JSON.stringify(payload), {
          vapidDetails: vapid,
          TTL: 3600,
          contentEncoding: 'aes128gcm',
        });
      } catch (e) {
        const status = (e as { statusCode?: number }).statusCode;
        if (status === 404 || status === 410) {
          await dropPushSubscription(ctx.db, s.id);
        } else {
          failure = e;
          ctx.log.warn({ outboxId: row.id, status }, 'push failed');
        }
      }
    }
    if (failure === null) {
      await ctx.db.execute(sql`UPDATE outbox SET done_at = now() WHERE id = ${row.id}`);
    } else {
      const message = failure instanceof Error ? failure.message.slice(0, 500) : 'push failed';
      await ctx.db.execute(
        sql`UPDATE outbox SET last_error = ${message},
              run_at = now() + ${`${retryDelay(row.attempts)} milliseconds`}::interval,
              done_at = ${row.attempts >= MAX_ATTEMPTS ? sql`now()` : sql`NULL`}
            WHERE id = ${row.id}`,
      );
    }
  }
  return claimed.length;
}
