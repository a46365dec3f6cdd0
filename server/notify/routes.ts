// The notification centre and settings calls (the watchlist's are in watch-routes.ts).
import { readerOf } from '../content';
import { withTx } from '../db/tx';
import type { CallHandlers } from '../http/call-group';
import { loadSettings, markRead, page, saveSettings, unreadCount } from './store';
import { NOTIFY_TOPICS, type NotifyChanged } from './topics';

export const notifyCalls = {
  GetNotifications: (input, ctx) => page(ctx.db, readerOf(ctx), ctx.userId(), input.before, input.limit),

  ReadNotifications: (input, ctx) =>
    withTx(ctx.db, async (tx) => {
      const userId = ctx.userId();
      // The user's other open apps update their badge when something changed.
      if ((await markRead(tx, userId, input.ids, ctx.now())) > 0)
        await ctx.bus.publish(NOTIFY_TOPICS.changed, { userId } satisfies NotifyChanged, tx);
      return { unread: await unreadCount(tx, userId) };
    }),

  GetNotificationSettings: (_input, ctx) => loadSettings(ctx.db, ctx.userId()),
  SaveNotificationSettings: (input, ctx) => saveSettings(ctx.db, ctx.userId(), input, ctx.now()),
} satisfies Partial<CallHandlers<'notify'>>;
