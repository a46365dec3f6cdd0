'use client';
// The audit log, newest first: who (and through what: console or CLI, from which address), when,
// what, on what, the value before and after. Filtered by operator, kind (an action or its
// prefix) and dates, kept in the URL.
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { CallView } from '@/components/ui/call-view';
import { TextField } from '@/components/ui/field';
import { SkeletonGroup, SkeletonText } from '@/components/ui/skeleton';
import { EmptyState } from '@/components/ui/states';
import { Tag } from '@/components/ui/tag';
import { checkInput } from '@/lib/console/transport';
import { useFieldErrorText } from '@/components/ui/use-error-text';
import type { OperatorAnswer } from '@/lib/api/operator/calls';
import type { FieldErrors } from '@/lib/api/reasons';
import { Paging } from './queue-paging';
import { useConsoleFormat } from './use-console-format';
import { useConsoleRead } from './use-console-read';
import { pageParam, useQueryState } from './use-query-state';
import styles from './panels.module.css';

type Entry = OperatorAnswer<'auditList'>['items'][number];
const FILTERS = ['operator', 'kind', 'from', 'to'] as const;
type Filters = Record<(typeof FILTERS)[number], string>;

export function AuditScreen() {
  const t = useTranslations('console');
  const q = useQueryState();
  const applied: Filters = {
    operator: q.get('operator') ?? '',
    kind: q.get('kind') ?? '',
    from: q.get('from') ?? '',
    to: q.get('to') ?? '',
  };
  const page = pageParam(q.get('page'));
  const input = {
    page,
    pageSize: 30,
    ...Object.fromEntries(FILTERS.filter((k) => applied[k] !== '').map((k) => [k, applied[k]])),
  };
  const valid = checkInput('auditList', input) === null;
  const list = useConsoleRead('auditList', valid ? input : null);
  return (
    <>
      <AuditFilters key={JSON.stringify(applied)} applied={applied} onApply={(f) => q.set({ ...f, page: undefined })} />
      <CallView
        call={list}
        skeleton={
          <SkeletonGroup label={t('loading')}>
            <SkeletonText lines={8} />
          </SkeletonGroup>
        }
        isEmpty={(d) => d.items.length === 0}
        empty={<EmptyState title={t('audit.empty')} />}
      >
        {(d) => (
          <>
            <ol className={styles.auditList} data-testid="audit-list">
              {d.items.map((e) => (
                <AuditRow key={e.id} entry={e} />
              ))}
            </ol>
            <Paging page={d.page} pageSize={d.pageSize} total={d.total} onPage={(p) => q.set({ page: p })} />
          </>
        )}
      </CallView>
    </>
  );
}

function AuditFilters({ applied, onApply }: { applied: Filters; onApply: (f: Filters) => void }) {
  const t = useTranslations('console.audit');
  const fieldText = useFieldErrorText();
  const [values, setValues] = useState(applied);
  const [fields, setFields] = useState<FieldErrors>({});
  const set = (k: keyof Filters) => (v: string) => {
    setFields(({ [k]: _gone, ...rest }) => rest);
    setValues((old) => ({ ...old, [k]: v }));
  };
  return (
    <form
      className={styles.filters}
      aria-label={t('filters')}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const trimmed = Object.fromEntries(FILTERS.map((k) => [k, values[k].trim()])) as Filters;
        const input = Object.fromEntries(FILTERS.filter((k) => trimmed[k] !== '').map((k) => [k, trimmed[k]]));
        const bad = checkInput('auditList', input);
        if (bad) {
          setFields(bad);
          return;
        }
        onApply(trimmed);
      }}
    >
      <TextField
        label={t('operator')}
        value={values.operator}
        onChange={set('operator')}
        error={fieldText(fields.operator)}
        autoCapitalize="none"
      />
      <TextField
        label={t('kind')}
        hint={t('kindHint')}
        value={values.kind}
        onChange={set('kind')}
        error={fieldText(fields.kind)}
        autoCapitalize="none"
      />
      <TextField
        label={t('from')}
        type="date"
        value={values.from}
        onChange={set('from')}
        error={fieldText(fields.from)}
      />
      <TextField label={t('to')} type="date" value={values.to} onChange={set('to')} error={fieldText(fields.to)} />
      <div className={styles.filterActions}>
        <Button type="submit">{t('apply')}</Button>
        <Button
          variant="plain"
          onClick={() => {
            setValues({ operator: '', kind: '', from: '', to: '' });
            onApply({ operator: '', kind: '', from: '', to: '' });
          }}
        >
          {t('clear')}
        </Button>
      </div>
    </form>
  );
}

function show(value: unknown): string {
  if (value === null || value === undefined) return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function AuditRow({ entry }: { entry: Entry }) {
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
