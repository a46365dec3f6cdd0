'use client';
// One audit row in words, in the console's language (issue 42 #7): what was done to what
// (console.audit.actions / targets), then its story (./audit-story.ts): the amount and the
// approvers of a money decision, a rejection's reason and note, a deleted message's text and
// author, each changed field before → after. Codes the console knows are never shown as codes:
// an action or field it does not know yet shows as stored.
import { useTranslations } from 'next-intl';
import { useConsoleFormat } from '../kit/use-console-format';
import { actionKey, storyOf, targetOf, type AuditEntry, type StoryLine } from './audit-story';
import styles from './audit.module.css';

/** Fields whose numbers are money in minor units. */
const MONEY = new Set(['price', 'amount', 'total', 'askingPrice']);
/** Fields whose numbers are ids (not quantities). */
const IDS = new Set(['typeId', 'userId', 'orderId', 'ownerId', 'groupId', 'id']);
const LONG = 160;

const clip = (s: string) => (s.length > LONG ? `${s.slice(0, LONG - 1)}…` : s);

function useWords() {
  const t = useTranslations('console.audit');
  const tc = useTranslations('console');
  const f = useConsoleFormat();
  const has = (key: string) => t.has(key as never);
  const say = (key: string, values?: Record<string, string | number>) => t(key as never, values as never);

  const field = (name: string) => (has(`fields.${name}`) ? say(`fields.${name}`) : name);
  const value = (name: string, v: unknown): string => {
    if (v === null || v === undefined || v === '') return '—';
    if (typeof v === 'boolean') return say(v ? 'yes' : 'no');
    if (typeof v === 'number') {
      if (MONEY.has(name)) return f.money(v);
      return IDS.has(name) ? `#${v}` : f.number(v);
    }
    if (typeof v === 'string') {
      if (name === 'role' && tc.has(`roles.${v}` as never)) return tc(`roles.${v}` as never);
      if (name === 'status' && tc.has(`status.${v}` as never)) return tc(`status.${v}` as never);
      if (name === 'reasonCode' && tc.has(`reasonCodes.${v}` as never)) return tc(`reasonCodes.${v}` as never);
      if (name === 'kind' && tc.has(`catalogue.kinds.${v}` as never)) return tc(`catalogue.kinds.${v}` as never);
      return clip(v);
    }
    if (Array.isArray(v) && v.length === 0) return '—';
    if (Array.isArray(v) && v.every((x) => typeof x === 'string' || typeof x === 'number')) return clip(v.join(', '));
    return clip(JSON.stringify(v));
  };
  const reason = (code: string) => (tc.has(`reasonCodes.${code}` as never) ? tc(`reasonCodes.${code}` as never) : code);

  const line = (l: StoryLine): string => {
    switch (l.k) {
      case 'amount':
        return say('story.amount', { amount: f.money(l.minor) });
      case 'points':
        return say('story.points', { n: l.n });
      case 'approvers':
        return say('story.approvers', { first: l.first, second: l.second });
      case 'approvedBy':
        return say('story.approvedBy', { name: l.name });
      case 'firstApproval':
        return say('story.firstApproval', { name: l.name });
      case 'reason':
        return say('story.reason', { reason: reason(l.code) });
      case 'signInFailure':
        return has(`signInFailure.${l.code}`)
          ? say(`signInFailure.${l.code}`)
          : say('story.reason', { reason: l.code });
      case 'note':
        return say('story.note', { note: clip(l.text) });
      case 'user':
        return say('story.user', { id: l.id });
      case 'message':
        return l.text === null
          ? say('story.photoMessage', { author: l.author ?? '—' })
          : say('story.message', { text: clip(l.text), author: l.author ?? '—' });
      case 'change':
        return say('story.change', {
          field: field(l.field),
          before: value(l.field, l.before),
          after: value(l.field, l.after),
        });
      case 'value':
        return say('story.value', { field: field(l.field), value: value(l.field, l.value) });
    }
  };

  const title = (e: AuditEntry) => {
    const key = `actions.${actionKey(e.action)}`;
    return has(key) ? say(key) : e.action;
  };
  const target = (e: AuditEntry) => {
    const { type, id } = targetOf(e.target);
    if (type && has(`targets.${type}`)) return say(`targets.${type}`, { id });
    // A bare number (a chat message or group): a number, not a code.
    return /^\d+$/.test(e.target) ? `#${e.target}` : e.target;
  };
  return { title, target, line };
}

/** What was done and to what: "Withdrawal approved · Withdrawal #12". */
export function AuditTitle({ entry }: { entry: AuditEntry }) {
  const w = useWords();
  return (
    <span className={styles.title}>
      <strong data-testid="audit-action">{w.title(entry)}</strong>
      <span className={styles.target}>{w.target(entry)}</span>
    </span>
  );
}

/** The row's story: one line per fact. Nothing when the row has nothing more to say. */
export function AuditStory({ entry }: { entry: AuditEntry }) {
  const w = useWords();
  const lines = storyOf(entry);
  if (lines.length === 0) return null;
  return (
    <ul className={styles.story} data-testid="audit-story">
      {lines.map((l, i) => (
        <li key={i}>{w.line(l)}</li>
      ))}
    </ul>
  );
}
