// How long the hot product row is locked per buy, sampled from outside: every few milliseconds a
// separate connection asks whether the row's latest version is locked by a transaction still in
// progress (its xmax). Locked fraction × wall time ÷ buys = mean lock hold per buy.
import pg from 'pg';

// xmax is a 32-bit xid: widen it with the snapshot's epoch. An xid at or past the snapshot's xmax
// started after the snapshot was taken; it holds the lock now (txid_status would refuse it).
const LOCKED = `WITH s AS (SELECT txid_snapshot_xmax(txid_current_snapshot()) AS top),
  r AS (SELECT ((s.top >> 32) << 32) + (p.xmax::text)::bigint AS x, p.xmax::text = '0' AS free FROM products p, s WHERE p.id = $1)
  SELECT CASE WHEN r.free THEN false WHEN r.x >= s.top THEN true ELSE txid_status(r.x) = 'in progress' END AS locked
  FROM r, s`;

export const ROW_LOCK_APP = 'gavel-bench-row-lock';

export interface Sampler {
  stop(): Promise<{ samples: number; lockedFraction: number }>;
}

export async function sampleRowLock(url: string, productId: number, everyMs = 2): Promise<Sampler> {
  // Named, so the bench can leave this connection out when it counts the database's CPU per buy.
  const c = new pg.Client({ connectionString: url, application_name: ROW_LOCK_APP });
  await c.connect();
  let running = true;
  let samples = 0;
  let locked = 0;
  const loop = (async () => {
    while (running) {
      const r = await c.query<{ locked: boolean }>({ name: 'locked', text: LOCKED, values: [productId] });
      samples++;
      if (r.rows[0]?.locked) locked++;
      await new Promise((res) => setTimeout(res, everyMs));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      await c.end();
      return { samples, lockedFraction: samples ? locked / samples : 0 };
    },
  };
}
