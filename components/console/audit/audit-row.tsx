'use client';
// One audit entry: the action and its target; who, through what and from where, and when; the
// value before and after (JSON as text).
import { useTranslations } from 'next-intl';
import { Tag } from '@/components/ui/tag';
import type { OperatorAnswer } from '@/lib/api/operator/calls';
import { useConsoleFormat } from '../kit/use-console-format';
import styles from '../kit/panels.module.css';

type Entry = OperatorAnswer<'auditList'>['items'][number];

function show(value: unknown): string {
  if (value === null || value === undefined) return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export function AuditRow({ entry }: { entry: Entry }) {
  const t = useTranslations('console.audit');
  const f = useConsoleFormat();
  return (
    <li className={styles.auditRow} data-testid="audit-row">
      <div className={styles.auditHead}>
        <strong data-testid="audit-action">{entry.action}</strong>
        <span>{entry.target}</span>
      </div>
      <div className={styles.auditMeta}>
        <span data-testid="audit-operator">{entry.operator}</span>
        {entry.via ? <Tag>{t(`via.${entry.via}`)}</Tag> : null}
        {entry.address ? <span className={styles.muted}>{entry.address}</span> : null}
        <time dateTime={entry.at} className={styles.muted}>
          {f.dateTime(entry.at)}
        </time>
      </div>
      {entry.before !== null || entry.after !== null ? (
        <dl className={styles.change}>
          <dt>{t('before')}</dt>
          <dd>
            <code>{show(entry.before)}</code>
          </dd>
          <dt>{t('after')}</dt>
          <dd>
            <code>{show(entry.after)}</code>
          </dd>
        </dl>
      ) : null}
    </li>
  );
}
