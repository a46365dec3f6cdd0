// The audit log, read only: filter by operator (any part of the name, any case), kind (an action or
// its first word) and dates. Nothing anywhere updates or deletes a row (the table's trigger refuses
// it, 0020). The rows go out as stored; the console says them in words (components/console/audit).
import type { OperatorResult } from '@/lib/api/operator/calls';
import { auditPage, type AuditRow } from '../../operator/audit-log';
import type { OperatorHandlers } from '../../operator/operator-group';

export const toAuditEntry = (r: AuditRow): OperatorResult<'auditList'>['items'][number] => ({
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
    const page = await auditPage(ctx.db, q);
    return { ...page, items: page.items.map(toAuditEntry) };
  },
} satisfies Partial<OperatorHandlers<'session'>>;
