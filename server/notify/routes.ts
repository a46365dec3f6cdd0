// The notification centre and settings calls (the watchlist's are in watch-routes.ts).
import type { FastifyInstance } from 'fastify';
import { calls } from '@/lib/api/registry';
import { withTx } from '../db/tx';
import { registerCall } from '../http/register-call';
import { loadSettings, markRead, page, saveSettings, unreadCount } from './store';
import { NOTIFY_TOPICS, type NotifyChanged } from './topics';
import { watchRoutes } from './watch-routes';

export function notifyRoutes(app: FastifyInstance): void {
  watchRoutes(app);
  registerCall(app, calls.GetNotifications, (input, ctx) => page(ctx.db, ctx.userId(), input.before, input.limit));

  registerCall(app, calls.ReadNotifications, (input, ctx) =>
    withTx(ctx.db, async (tx) => {
      const userId = ctx.userId();
      // The user's other open apps update their badge when something changed.
      if ((await markRead(tx, userId, input.ids, ctx.now())) > 0)
        await ctx.bus.publish(NOTIFY_TOPICS.changed, { userId } satisfies NotifyChanged, tx);
      return { unread: await unreadCount(tx, userId) };
    }),
  );

  registerCall(app, calls.GetNotificationSettings, (_input, ctx) => loadSettings(ctx.db, ctx.userId()));
  registerCall(app, calls.SaveNotificationSettings, (input, ctx) =>
    saveSettings(ctx.db, ctx.userId(), input, ctx.now()),
  );
}
