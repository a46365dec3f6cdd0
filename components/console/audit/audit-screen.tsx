'use client';
// The audit log, newest first: who (and through what: console or CLI, from which address), when,
// what, on what, the value before and after. Filtered by operator, kind (an action or its
// prefix) and dates, kept in the URL.
import { useTranslations } from 'next-intl';
import { CallView } from '@/components/ui/call-view';
import { SkeletonGroup, SkeletonText } from '@/components/ui/skeleton';
import { EmptyState } from '@/components/ui/states';
import { checkInput } from '@/lib/console/transport';
import { Paging } from '../kit/queue-paging';
import { useConsoleRead } from '../kit/use-console-read';
import { pageParam, useQueryState } from '../kit/use-query-state';
import { AuditFilters, FILTERS, type Filters } from './audit-filters';
import { AuditRow } from './audit-row';
import styles from '../kit/panels.module.css';

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
