// pgbench in the same run, on the same database: what PostgreSQL itself does per second with
// (a) an 8-statement buy-like transaction (read the product, debit the buyer, order, ledger header
// and entry, conditional stock update, platform credit and its entry: the old buy's statements,
// without the network between them), (b) one call of gavel_buy_many for one buyer per transaction
// (today's buy, all of it, when buyers do not arrive together; at a burst the server sends many
// buyers per call), and (c) the floor's single conditional UPDATE. 10 clients like the server's pool.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface PgbenchRates {
  buyLike: number;
  gavelBuy: number;
  hotUpdate: number;
}

export async function pgbench(
  url: string,
  o: { product: number; minUser: number; maxUser: number; price: number; seconds: number },
): Promise<PgbenchRates> {
  const user = `\\set u random(${o.minUser}, ${o.maxUser})\n`;
  const scripts = {
    buyLike: `${user}BEGIN;
SELECT stock, price, name FROM products WHERE id = ${o.product};
UPDATE ledger_accounts SET balance = balance - ${o.price} WHERE code = 'user' || chr(58) || :u || chr(58) || 'available' AND balance >= ${o.price} RETURNING id, balance;
INSERT INTO orders (user_id, product_id, product_name, kind, quantity, price, total, status, created_at) VALUES (:u, ${o.product}, 'Hot item', 'auction', 1, ${o.price}, ${o.price}, 'owned', now()) RETURNING id;
INSERT INTO ledger_transactions (kind, memo, ref_id, created_at) VALUES ('purchase', 'pgbench', NULL, now()) RETURNING id;
INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after, created_at) VALUES (currval('ledger_transactions_id_seq'), (SELECT id FROM ledger_accounts WHERE code = 'user' || chr(58) || :u || chr(58) || 'available'), -${o.price}, 0, now());
UPDATE products SET stock = stock - 1 WHERE id = ${o.product} AND stock >= 1 AND NOT off_shelf RETURNING stock;
UPDATE ledger_accounts SET balance = balance + ${o.price} WHERE code = 'platform' || chr(58) || 'sales' RETURNING id, balance;
INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after, created_at) VALUES (currval('ledger_transactions_id_seq'), (SELECT id FROM ledger_accounts WHERE code = 'platform' || chr(58) || 'sales'), ${o.price}, 0, now());
COMMIT;
`,
    gavelBuy: `${user}SELECT gavel_buy_many(${o.product}, jsonb_build_array(jsonb_build_object('u', :u::integer, 'q', 1, 'n', now())), '7 days');\n`,
    hotUpdate: `UPDATE products SET stock = stock - 1 WHERE id = ${o.product} AND stock >= 1 AND NOT off_shelf RETURNING stock;\n`,
  };
  const out = await pgbenchTps(url, scripts, o.seconds);
  return { buyLike: out.buyLike.tps, gavelBuy: out.gavelBuy.tps, hotUpdate: out.hotUpdate.tps };
}

export interface PgbenchRun {
  tps: number;
  /** Transactions pgbench ran to the end. */
  transactions: number;
}

/**
 * Each script run alone by pgbench (10 clients, prepared, `seconds` each), in order: transactions
 * per second and how many. `before` runs before each script (e.g. to set the database up for it).
 */
export async function pgbenchTps<K extends string>(
  url: string,
  scripts: Record<K, string>,
  seconds: number,
  before?: (name: K) => Promise<void>,
): Promise<Record<K, PgbenchRun>> {
  const dir = mkdtempSync(path.join(tmpdir(), 'gavel-pgbench-'));
  const out = {} as Record<K, PgbenchRun>;
  try {
    for (const [name, text] of Object.entries(scripts) as [K, string][]) {
      const file = path.join(dir, `${name}.sql`);
      writeFileSync(file, text);
      await before?.(name);
      const { stdout } = await run(
        'pgbench',
        ['-n', '-M', 'prepared', '-c', '10', '-j', '2', '-T', String(seconds), '-f', file, url],
        { timeout: (seconds + 30) * 1000 },
      );
      const m = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout);
      const n = /number of transactions actually processed: (\d+)/.exec(stdout);
      out[name] = { tps: m ? Number(m[1]) : NaN, transactions: n ? Number(n[1]) : 0 };
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return out;
}
