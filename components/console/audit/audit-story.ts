// What one audit row says, as facts the screen puts in words (issue 42 #7): the rows keep what the
// change was (details, before, after: the audit CSV's columns), and this reads them per action, so
// a withdrawal shows its amount and both approvers, a rejection its reason and note, a deleted chat
// message its text and author, and an edit each field's value before and after. An action this
// does not know still shows its fields (before → after, or the details). No React.
import type { OperatorAnswer } from '@/lib/api/operator/calls';

export type AuditEntry = OperatorAnswer<'auditList'>['items'][number];

export type StoryLine =
  | { k: 'amount'; minor: number }
  | { k: 'points'; n: number }
  | { k: 'approvers'; first: string; second: string }
  | { k: 'approvedBy'; name: string }
  | { k: 'firstApproval'; name: string }
  | { k: 'reason'; code: string }
  | { k: 'signInFailure'; code: string }
  | { k: 'note'; text: string }
  | { k: 'user'; id: number }
  | { k: 'message'; text: string | null; author: number | null }
  | { k: 'change'; field: string; before: unknown; after: unknown }
  | { k: 'value'; field: string; value: unknown };

/** Money applications (amount in minor units) and score refunds (amount in points). */
const DECISIONS = /^(recharge|withdraw|refund)\.(approve|approve_first|reject)$/;
/** After-sale steps (issue 37 #5): ask, reject, refund (one approval), refund_first, refund_approve. */
const AFTER_SALE = /^aftersale\.(ask|reject|refund|refund_first|refund_approve)$/;
/** Details that the lines above already say, or that only repeat the target. */
const SAID = new Set(['userId', 'amount', 'reason', 'reasonCode', 'firstApprovedBy', 'status']);

const record = (v: unknown): Record<string, unknown> | null =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The action as a message key: `recharge.approve` → `recharge_approve`, `notice add` → `notice_add`. */
export const actionKey = (action: string) => action.replace(/[.\s]+/g, '_');

/** `withdraw:12` → { type: 'withdraw', id: '12' }; a target without a colon is its own id. */
export function targetOf(target: string): { type: string | null; id: string } {
  const i = target.indexOf(':');
  return i < 0 ? { type: null, id: target } : { type: target.slice(0, i), id: target.slice(i + 1) };
}

/** Each field the change set that differs from before, in the order the after names them. */
function changes(before: unknown, after: unknown): StoryLine[] {
  const b = record(before);
  const a = record(after);
  if (!b && !a) return [];
  if (!b) return Object.entries(a ?? {}).map(([field, value]) => ({ k: 'value', field, value }));
  // A field the after leaves out was not touched (market.window writes only what it set).
  const fields = a ? Object.keys(a) : Object.keys(b);
  return fields
    .filter((f) => !same(b[f], a?.[f]))
    .map((field) => ({ k: 'change', field, before: b[field] ?? null, after: a?.[field] ?? null }));
}

function decision(e: AuditEntry, d: Record<string, unknown>): StoryLine[] {
  const [, type, step] = DECISIONS.exec(e.action) ?? [];
  const lines: StoryLine[] = [];
  const amount = num(d.amount);
  if (amount !== null) lines.push(type === 'refund' ? { k: 'points', n: amount } : { k: 'amount', minor: amount });
  const user = num(d.userId);
  if (user !== null) lines.push({ k: 'user', id: user });
  const first = str(d.firstApprovedBy);
  if (step === 'approve_first') lines.push({ k: 'firstApproval', name: e.operator });
  else if (step === 'approve') {
    lines.push(first ? { k: 'approvers', first, second: e.operator } : { k: 'approvedBy', name: e.operator });
  } else {
    lines.push({ k: 'reason', code: str(d.reasonCode) ?? 'other' });
    const note = str(d.reason);
    if (note) lines.push({ k: 'note', text: note });
  }
  return lines;
}

function identityDecision(e: AuditEntry, d: Record<string, unknown>): StoryLine[] {
  const lines: StoryLine[] = [];
  const user = num(d.userId);
  if (user !== null) lines.push({ k: 'user', id: user });
  if (e.action === 'identity.reject') {
    lines.push({ k: 'reason', code: str(d.reasonCode) ?? 'other' });
    const note = str(d.reason);
    if (note) lines.push({ k: 'note', text: note });
    if (Array.isArray(d.photos) && d.photos.length > 0) lines.push({ k: 'value', field: 'photos', value: d.photos });
  }
  return lines;
}

/**
 * An after-sale step: the refund's amount and who approved it (both names on a second approval),
 * a rejection's reason and the staff note, the buyer and the order. The status change is the
 * action's own name, so it is not repeated.
 */
function afterSaleStep(e: AuditEntry, d: Record<string, unknown>): StoryLine[] {
  const [, step] = AFTER_SALE.exec(e.action) ?? [];
  const lines: StoryLine[] = [];
  const amount = num(d.amount);
  if (amount !== null) lines.push({ k: 'amount', minor: amount });
  if (step === 'refund_first') lines.push({ k: 'firstApproval', name: e.operator });
  else if (step === 'refund') lines.push({ k: 'approvedBy', name: e.operator });
  else if (step === 'refund_approve') {
    const first = str(d.firstApprovedBy);
    lines.push(first ? { k: 'approvers', first, second: e.operator } : { k: 'approvedBy', name: e.operator });
  } else if (step === 'reject') lines.push({ k: 'reason', code: str(d.reasonCode) ?? 'other' });
  const user = num(d.userId);
  if (user !== null) lines.push({ k: 'user', id: user });
  const order = num(d.orderId);
  if (order !== null) lines.push({ k: 'value', field: 'orderId', value: order });
  const note = str(d.note);
  if (note) lines.push({ k: 'note', text: note });
  return lines;
}

function chatDelete(e: AuditEntry): StoryLine[] {
  const b = record(e.before);
  const d = record(e.details) ?? {};
  const text = str(b?.text);
  return [{ k: 'message', text: text ?? null, author: num(b?.userId) ?? num(d.userId) }];
}

/** The lines that say what the row changed, in the order the screen shows them. */
export function storyOf(e: AuditEntry): StoryLine[] {
  const d = record(e.details) ?? {};
  if (DECISIONS.test(e.action)) return decision(e, d);
  if (e.action === 'identity.approve' || e.action === 'identity.reject') return identityDecision(e, d);
  if (e.action === 'chat.message.delete') return chatDelete(e);
  if (AFTER_SALE.test(e.action)) return afterSaleStep(e, d);
  // A failed sign-in says why in words (wrong password, wrong code, …), not as its code.
  if (e.action === 'session.sign_in_failed') {
    const rest = Object.entries(d).filter(([field]) => field !== 'reason');
    return [
      { k: 'signInFailure', code: str(d.reason) ?? 'unknown' },
      ...rest.map(([field, value]): StoryLine => ({ k: 'value', field, value })),
    ];
  }
  const lines: StoryLine[] = [];
  const user = num(d.userId);
  if (user !== null) lines.push({ k: 'user', id: user });
  const edits = changes(e.before, e.after);
  if (edits.length > 0) {
    lines.push(...edits);
    const note = str(d.note);
    if (note) lines.push({ k: 'note', text: note });
    return lines;
  }
  for (const [field, value] of Object.entries(d)) {
    if (SAID.has(field)) continue;
    lines.push(
      field === 'note' && typeof value === 'string' ? { k: 'note', text: value } : { k: 'value', field, value },
    );
  }
  return lines;
}
