// The audit log, read only: filter by operator (any part of the name, any case), kind (an action or
// its first word) and dates. Nothing anywhere updates or deletes a row (the table's trigger refuses
// it, 0020). The rows go out as stored; the console says them in words (components/console/audit).
import { and, asc, count, desc, eq, gte, ilike, like, lt, or, type SQL } from 'drizzle-orm';
import type { OperatorParsed, OperatorResult } from '@/lib/api/operator/calls';
import { readPage } from '../../db/paging';
import { operatorActions } from '../../db/schema';
import type { OperatorHandlers } from '../../operator/operator-group';

type Row = typeof operatorActions.$inferSelect;

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

export const toAuditEntry = (r: Row): OperatorResult<'auditList'>['items'][number] => ({
  id: r.id,
  at: r.at.toISOString(),
  operator: r.operator,
  via: r.via === 'console' || r.via === 'token' ? r.via : null,
  address: r.address,
  action: r.action,
  target: r.target,
  before: r.before ?? null,
  after: r.after ?? null,
  details: (r.details ?? {}) as Record<string, unknown>,
});

export const auditHandlers = {
  auditList: async (q, ctx) => {
    const where = auditWhere(q);
    const page = await readPage(
      q,
      ctx.db.select({ n: count() }).from(operatorActions).where(where),
      ctx.db
        .select()
        .from(operatorActions)
        .where(where)
        .orderBy(q.dir === 'asc' ? asc(operatorActions.id) : desc(operatorActions.id)),
    );
    return { ...page, items: page.items.map(toAuditEntry) };
  },
} satisfies Partial<OperatorHandlers<'session'>>;
