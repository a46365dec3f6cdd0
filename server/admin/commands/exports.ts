// `export orders|ledger|audit FILE [--from YYYY-MM-DD] [--to YYYY-MM-DD]`: the console's CSV
// exports (both days included, UTC), streamed by the running server into FILE (mode 0600: it
// holds personal data). Each export is in the audit log. A reply cut short (the server's database
// failed after the first page) is an error, and the partial file is removed.
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { contractDownload, command, UsageError, type AdminCommand } from '../command';

const CALLS = { orders: 'exportOrders', ledger: 'exportLedger', audit: 'exportAudit' } as const;

export const exportCommands: AdminCommand[] = (Object.keys(CALLS) as (keyof typeof CALLS)[]).map((what) =>
  command({
    name: `export ${what}`,
    usage: `export ${what} FILE [--from YYYY-MM-DD] [--to YYYY-MM-DD]   (CSV; both days included, UTC)`,
    run: async (args, client) => {
      const [raw] = args.positional;
      if (!raw) throw new UsageError('FILE is required');
      const file = path.resolve(raw);
      if (existsSync(file)) throw new UsageError(`${file} exists: choose a new file name`);
      const { from, to } = args.flags;
      try {
        const { bytes } = await contractDownload(
          client,
          CALLS[what],
          { ...(from ? { from } : {}), ...(to ? { to } : {}) },
          file,
        );
        return { file, bytes };
      } catch (e) {
        // A reply the server cut (a database error after the first page) is no file: a truncated
        // CSV looks whole in a spreadsheet, and it holds personal data.
        await rm(file, { force: true });
        throw e;
      }
    },
    format: (o) => `Written to ${o.file} (${o.bytes} bytes).`,
  }),
);
