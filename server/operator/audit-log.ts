// Reads of the audit log (operator_actions; recordOperatorAction in operator-api.ts writes it):
// the console's audit list (filtered, a page at a time) and the audit export's keyset page of a
// range, oldest first, each row with its time as the database writes it (the next page's key).
import { and, asc, count, desc, eq, gte, ilike, like, lt, or, sql, type SQL } from 'drizzle-orm';
import type { OperatorParsed } from '@/lib/api/operator/calls';
import { readPage } from '../db/paging';
import type { Executor } from '../db/client';
import { keysetWithin, type TimeKey, type TimeRange } from '../db/keyset';
import { operatorActions } from '../db/schema';

export type AuditRow = typeof operatorActions.$inferSelect;

/** Dates are whole UTC days: `to` is included. */
export function dayRange(from: string | undefined, to: string | undefined): { since?: Date; until?: Date } {
  return {
    ...(from ? { since: new Date(`${from}T00:00:00Z`) } : {}),
    ...(to ? { until: new Date(new Date(`${to}T00:00:00Z`).getTime() + 86_400_000) } : {}),
  };
}

/** LIKE pattern text with its wildcards escaped. */
const literal = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export function auditWhere(q: Pick<OperatorParsed<'auditList'>, 'operator' | 'kind' | 'from' | 'to'>) {
  const { since, until } = dayRange(q.from, q.to);
  const t = operatorActions;
  const parts: (SQL | undefined)[] = [
    // Staff remember "anna", not "Anna.Li" (issue 42 #7): part of the name, any case.
    q.operator ? ilike(t.operator, `%${literal(q.operator)}%`) : undefined,
    q.kind
      ? or(eq(t.action, q.kind), like(t.action, `${literal(q.kind)}.%`), like(t.action, `${literal(q.kind)} %`))
      : undefined,
    since ? gte(t.at, since) : undefined,
    until ? lt(t.at, until) : undefined,
  ];
  return and(...parts.filter((p): p is SQL => p !== undefined));
}

/** The console's audit list: the page of entries the filters keep, by id in the asked direction. */
export function auditPage(exec: Executor, q: OperatorParsed<'auditList'>) {
  const where = auditWhere(q);
  return readPage(
    q,
    exec.select({ n: count() }).from(operatorActions).where(where),
    exec
      .select()
      .from(operatorActions)
      .where(where)
      .orderBy(q.dir === 'asc' ? asc(operatorActions.id) : desc(operatorActions.id)),
  );
}

export function auditInRange(
  exec: Executor,
  r: TimeRange,
  after: TimeKey | null,
  limit: number,
): Promise<{ a: AuditRow; key: string }[]> {
  const a = operatorActions;
  return exec
    .select({ a, key: sql<string>`${a.at}::text` })
    .from(a)
    .where(keysetWithin(a.at, r, after, sql`${a.id}`))
    .orderBy(asc(a.at), asc(a.id))
    .limit(limit);
}

/** Whether the operator signed in from this address since `since` (its sign-in rows say so). */
export async function signedInFrom(exec: Executor, operator: string, address: string, since: Date): Promise<boolean> {
  const [row] = await exec
    .select({ id: operatorActions.id })
    .from(operatorActions)
    .where(
      and(
        eq(operatorActions.operator, operator),
        eq(operatorActions.action, 'session.sign_in'),
        eq(operatorActions.address, address),
        gte(operatorActions.at, since),
      ),
    )
    .limit(1);
  return row !== undefined;
}
