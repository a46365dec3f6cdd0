'use client';
// What a bulk action did (issue 42 #8): the counts, then one line per item, refused ones first with
// the reason the server gave for that item (lib/api/operator/groups/bulk.ts), in the reader's
// language. The list is a live region, so a screen reader hears the counts when it appears.
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { useFieldErrorText } from '@/components/ui/use-error-text';
import type { BulkItemResult } from '@/lib/api/operator/groups/bulk';
import styles from './panels.module.css';
import own from './bulk-results.module.css';

export interface BulkOutcome {
  results: readonly BulkItemResult[];
  done: number;
  refused: number;
}

export function BulkResults({
  outcome,
  labelOf,
  onClose,
}: {
  outcome: BulkOutcome;
  /** How an item is named in its line (e.g. "Order 12"). */
  labelOf: (id: number) => string;
  onClose: () => void;
}) {
  const t = useTranslations('console.bulk');
  const reasonText = useFieldErrorText();
  const ordered = [...outcome.results.filter((r) => !r.ok), ...outcome.results.filter((r) => r.ok)];
  return (
    <section className={own.results} aria-label={t('results')}>
      <p role="status" className={own.summary}>
        {t('summary', { done: outcome.done, refused: outcome.refused })}
      </p>
      <ul className={own.list}>
        {ordered.map((r) => (
          <li key={r.id} className={r.ok ? own.ok : own.refused} data-testid={`bulk-result-${r.id}`}>
            {r.ok
              ? t('itemDone', { label: labelOf(r.id) })
              : t('itemRefused', { label: labelOf(r.id), reason: reasonText({ rule: r.reason }) ?? '' })}
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onClose}>
          {t('close')}
        </Button>
      </div>
    </section>
  );
}
