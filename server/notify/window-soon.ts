// The scheduled "window opens soon" job (docs/notifications.md): every process looks once a
// minute; for each lead time (5, 15, 60 min) whose moment has come before the next window start,
// the process whose INSERT into scheduled_runs wins (one row per lead and window day, across every
// process) writes one outbox row per user who chose that lead and is not muted. The outbox's
// dedupe key (`window_soon:<day>`) keeps it to one per user per day, whatever the lead.
import { sql } from 'drizzle-orm';
import { WINDOW_LEADS } from '@/lib/api/limits';
import { nextWindowStart } from '@/lib/auction/next-start';
import type { AppContext } from '../context';
import { rows } from '../db/client';
import { withTx } from '../db/tx';
import { loadWindow } from '../market';
import { NOTIFY_TOPICS } from './topics';

export const WINDOW_SOON_EVERY_MS = 60_000;

/** The window day (YYYY-MM-DD in the window's zone) of a start instant. */
function dayOf(startMs: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(startMs),
  );
}

/** Runs the job for `now`; answers how many users were notified by this process. */
export async function runWindowSoon(ctx: Pick<AppContext, 'db' | 'bus'>, now: Date): Promise<number> {
  return withTx(ctx.db, async (tx) => {
    const w = await loadWindow(tx);
    const start = nextWindowStart(w, now.getTime());
    if (start === null) return 0;
    const day = dayOf(start, w.timeZone);
    let notified = 0;
    for (const lead of WINDOW_LEADS) {
      if (start - lead * 60_000 > now.getTime()) continue;
      const won = await rows<{ job: string }>(
        tx,
        sql`INSERT INTO scheduled_runs (job, run_key) VALUES (${`window_soon:${lead}`}, ${day})
            ON CONFLICT DO NOTHING RETURNING job`,
      );
      if (won.length === 0) continue;
      const added = await rows<{ id: number }>(
        tx,
        sql`INSERT INTO outbox (user_id, channel, type, data, dedupe_key)
            SELECT user_id, 'inapp', 'window_soon',
                   jsonb_build_object('startTime', ${w.startTime}::text, 'lead', ${lead}::int),
                   ${`window_soon:${day}`}
              FROM notification_settings WHERE window_lead_min = ${lead} AND NOT muted
            ON CONFLICT (user_id, channel, dedupe_key) WHERE dedupe_key IS NOT NULL DO NOTHING
            RETURNING id`,
      );
      notified += added.length;
    }
    if (notified > 0) await ctx.bus.publish(NOTIFY_TOPICS.outbox, {}, tx);
    return notified;
  });
}
