// Operator command for the unused-upload clean-up (server/uploads/sweep.ts): deletes uploads no
// record refers to some hours after their upload. The server also runs it every hour.
import { command, contract, UsageError, type AdminCommand } from '../command';

export const uploadCommands: AdminCommand[] = [
  command({
    name: 'uploads sweep',
    usage: 'uploads sweep [--hours H] [--json]',
    run: (args, client) => {
      const raw = args.flags.hours;
      if (raw === undefined) return contract(client).call('uploadsSweep', {});
      const hours = Number(raw);
      if (!Number.isFinite(hours) || hours < 1 || hours > 8760)
        throw new UsageError('--hours must be a number of hours from 1 to 8760');
      return contract(client).call('uploadsSweep', { hours });
    },
    format: (s) => {
      return `Deleted ${s.deleted} unused upload(s) and ${s.strayFiles} stray file(s) older than ${s.olderThanHours} h; ${s.kept} found in use.`;
    },
  }),
];
