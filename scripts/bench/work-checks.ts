// What a bench must see before it prints or writes a figure (issue 40): the work it times has to
// have happened. A burst in which nobody bought, a list that answered errors, a chat whose
// messages did not arrive: each is a failed bench with its answers counted, never a ratio.

/** Answers counted by "status reason", e.g. { "200": 100, "409 sold_out": 900 }. */
export type Reasons = Record<string, number>;

const total = (r: Reasons) => Object.values(r).reduce((a, b) => a + b, 0);
const count = (r: Reasons, status: string) =>
  Object.entries(r)
    .filter(([k]) => k === status || k.startsWith(`${status} `))
    .reduce((a, [, v]) => a + v, 0);

/** "1000 × 409 terms_outdated, 3 × no answer": the reasons, largest first. */
export function reasonsText(r: Reasons): string {
  return Object.entries(r)
    .sort((a, b) => b[1] - a[1])
    .map(([k, v]) => `${v} × ${k === '0' ? 'no answer' : k}`)
    .join(', ');
}

export interface BurstFacts {
  buyers: number;
  stock: number;
  /** Buyers told 200. */
  ok: number;
  /** Orders stored for the item. */
  orders: number;
  stockLeft: number;
  ledgerSound: boolean;
  reasons: Reasons;
}

/** A flash-sale burst: the stock sold out to exactly `stock` buyers, each buyer answered, books sound. */
export function burstProblems(name: string, f: BurstFacts): string[] {
  const out: string[] = [];
  const answered = total(f.reasons) - count(f.reasons, '0');
  if (f.ok !== f.stock) out.push(`${name}: ${f.ok} bought, expected the whole stock of ${f.stock}`);
  if (answered !== f.buyers) out.push(`${name}: ${answered} of ${f.buyers} buyers answered`);
  if (f.orders > f.stock) out.push(`${name}: ${f.orders - f.stock} oversold`);
  if (f.orders !== f.ok) out.push(`${name}: ${f.orders} orders stored but ${f.ok} buyers told 200`);
  if (f.stockLeft !== f.stock - f.orders)
    out.push(`${name}: stock left ${f.stockLeft}, expected ${f.stock - f.orders}`);
  if (!f.ledgerSound) out.push(`${name}: the ledger is not sound after the burst`);
  return out.length ? [...out, `${name} answers: ${reasonsText(f.reasons)}`] : [];
}

/** The floor's burst: the conditional UPDATE sold the stock exactly. */
export function floorBurstProblems(
  name: string,
  f: { stock: number; ok: number; stockLeft: number; reasons: Reasons },
) {
  const out: string[] = [];
  if (f.ok !== f.stock) out.push(`${name}: ${f.ok} bought, expected the whole stock of ${f.stock}`);
  if (f.stockLeft !== 0) out.push(`${name}: stock left ${f.stockLeft}, expected 0`);
  return out.length ? [...out, `${name} answers: ${reasonsText(f.reasons)}`] : [];
}

/**
 * Sustained buys: at least 95 % of the answers are 200, not counting 429 (the documented per-user
 * buy limit, which a closed loop over a fixed set of buyers is expected to meet).
 */
export function sustainedProblems(name: string, f: { ok: number; reasons: Reasons }, minShare = 0.95): string[] {
  const considered = total(f.reasons) - count(f.reasons, '429');
  if (f.ok > 0 && f.ok / considered >= minShare) return [];
  const share = considered ? ((100 * f.ok) / considered).toFixed(1) : '0';
  return [
    `${name}: ${share} % of answers were 200 (429s aside), expected ≥ ${minShare * 100} %`,
    `${name} answers: ${reasonsText(f.reasons)}`,
  ];
}

/** A read under load: every answer 200, and there were answers. */
export function listProblems(name: string, f: { ok: number; reasons: Reasons }): string[] {
  const other = total(f.reasons) - f.ok;
  if (f.ok > 0 && other === 0) return [];
  return [`${name}: ${other} non-200 answers of ${total(f.reasons)}`, `${name} answers: ${reasonsText(f.reasons)}`];
}

/** Fails the bench: prints every problem and exits non-zero. Nothing is written before this check. */
export function failIfProblems(bench: string, problems: string[]): void {
  if (problems.length === 0) return;
  console.error(`${bench}: the work did not happen, so no figure is printed or written:`);
  for (const p of problems) console.error(`  - ${p}`);
  process.exit(1);
}

/** Chat fan-out: every message sent reached every client exactly once. */
export function deliveryProblems(name: string, f: { clients: number; messages: number; received: number[] }): string[] {
  const out: string[] = [];
  if (f.received.length !== f.messages) out.push(`${name}: ${f.received.length} of ${f.messages} messages sent`);
  const missing = f.received.filter((n) => n < f.clients).length;
  const doubled = f.received.filter((n) => n > f.clients).length;
  if (missing) out.push(`${name}: ${missing} messages did not reach all ${f.clients} clients`);
  if (doubled) out.push(`${name}: ${doubled} messages were delivered more than once to some client`);
  return out;
}

/**
 * A pgbench buy script (scripts/bench/costs.ts): it ran, and at least `minShare` of its
 * transactions bought (an order stored each), so its rate is the buy's, not a refusal's.
 */
export function pgbenchBuyProblems(
  name: string,
  f: { transactions: number; bought: number },
  minShare = 0.95,
): string[] {
  if (f.transactions > 0 && f.bought >= minShare * f.transactions && f.bought <= f.transactions) return [];
  return [
    `${name}: ${f.bought} orders stored for ${f.transactions} transactions, expected ≥ ${minShare * 100} % bought`,
  ];
}
