// Operator command for the unused-upload clean-up (server/uploads/sweep.ts): deletes uploads no
// record refers to some hours after their upload. The server also runs it every hour.
import { UsageError, type AdminCommand } from '../command';

interface SweepOut {
  deleted: number;
  kept: number;
  strayFiles: number;
  olderThanHours: number;
}

export const uploadCommands: AdminCommand[] = [
  {
    name: 'uploads sweep',
    usage: 'uploads sweep [--hours H] [--json]',
    run: (args, client) => {
      const raw = args.flags.hours;
      if (raw === undefined) return client.post('/uploads/sweep', {});
      const hours = Number(raw);
      if (!Number.isFinite(hours) || hours < 1 || hours > 8760)
        throw new UsageError('--hours must be a number of hours from 1 to 8760');
      return client.post('/uploads/sweep', { hours });
    },
    format: (r) => {
      const s = r as SweepOut;
      return `Deleted ${s.deleted} unused upload(s) and ${s.strayFiles} stray file(s) older than ${s.olderThanHours} h; ${s.kept} found in use.`;
    },
  },
];
