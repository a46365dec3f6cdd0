'use client';
// Take several items off sale at once (issue 42 #8): the selected items that are on sale and not
// consigned (a consigned item goes back to its owner: one at a time, from its card). One
// confirmation names the count; the server takes each off on its own rules and answers a result
// per item (kit/bulk-results).
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useErrorText } from '@/components/ui/use-error-text';
import { BULK_MAX } from '@/lib/api/operator/groups/bulk';
import { consoleCall } from '@/lib/console/transport';
import { BulkResults, type BulkOutcome } from '../kit/bulk-results';
import { refreshReads } from '../kit/use-console-read';
import type { Product } from './catalogue-table';
import styles from '../kit/panels.module.css';

export function BulkTakeOff({ selected, onDone }: { selected: readonly Product[]; onDone: () => void }) {
  const t = useTranslations('console');
  const errorText = useErrorText();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(undefined);
  const [outcome, setOutcome] = useState<{ outcome: BulkOutcome; names: Map<number, string> } | null>(null);
  const items = selected.filter((p) => p.status !== 'off_shelf' && !p.consigned);
  const leftOut = selected.length - items.length;
  const tooMany = items.length > BULK_MAX;
  if (outcome) {
    return (
      <BulkResults
        outcome={outcome.outcome}
        labelOf={(id) => outcome.names.get(id) ?? String(id)}
        onClose={() => {
          setOutcome(null);
          onDone();
        }}
      />
    );
  }
  if (selected.length === 0) return null;
  const takeOff = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const answer = await consoleCall('productOffShelfBulk', { ids: items.map((p) => p.id) });
      setOutcome({ outcome: answer, names: new Map(items.map((p) => [p.id, p.name])) });
      await refreshReads('productList', 'auditList');
    } catch (e) {
      setError(e);
    } finally {
      setAsking(false);
      setBusy(false);
    }
  };
  return (
    <div className={styles.actions}>
      <Button onClick={() => setAsking(true)} disabled={tooMany || items.length === 0}>
        {t('catalogue.takeOffSelected', { n: items.length })}
      </Button>
      <Button variant="secondary" onClick={onDone}>
        {t('bulk.clear')}
      </Button>
      {leftOut > 0 ? <p className={styles.muted}>{t('catalogue.bulkLeftOut', { n: leftOut })}</p> : null}
      {tooMany ? <p className={styles.muted}>{t('bulk.tooMany', { max: BULK_MAX })}</p> : null}
      {error ? (
        <p className={styles.error} role="alert">
          {errorText(error)}
        </p>
      ) : null}
      <Dialog
        open={asking}
        onClose={() => setAsking(false)}
        title={t('catalogue.bulkTakeOffTitle', { n: items.length })}
        confirmLabel={t('catalogue.takeOffSelected', { n: items.length })}
        tone="danger"
        busy={busy}
        onConfirm={() => void takeOff()}
      >
        <p>{t('catalogue.bulkTakeOffBody')}</p>
      </Dialog>
    </div>
  );
}
