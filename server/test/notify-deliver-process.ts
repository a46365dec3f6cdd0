// A delivery worker as its own OS process, for outbox.postgres.test.ts (not shipped behaviour):
//   tsx server/test/notify-deliver-process.ts <DATABASE_URL> drain|hang
// drain: delivers due in-app rows until none is left, prints `DONE <claimed>` and exits.
// hang: claims a batch, prints `CLAIMED <n>` and waits inside the open transaction until killed.
import { openDatabase } from '../db/client';
import { openBus } from '../realtime/bus';
import { deliverInApp } from '../notify/worker';

const [url, mode] = process.argv.slice(2);
if (!url || (mode !== 'drain' && mode !== 'hang')) throw new Error('usage: deliver-process URL drain|hang');

const database = await openDatabase({ databaseUrl: url });
const bus = await openBus(database, url);
const log = { warn: (...a: unknown[]) => console.error(...a) } as never;
const ctx = { db: database.db, bus, log };

if (mode === 'hang') {
  let told = false;
  await deliverInApp(ctx, {
    beforeDone: async () => {
      if (!told) {
        told = true;
        process.stdout.write('CLAIMED\n');
      }
      await new Promise(() => undefined);
    },
  });
} else {
  let claimed = 0;
  for (;;) {
    const n = await deliverInApp(ctx);
    claimed += n;
    if (n === 0) break;
  }
  process.stdout.write(`DONE ${claimed}\n`);
  await bus.close();
  await database.close();
}
