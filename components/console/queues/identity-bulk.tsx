'use client';
// Approve several identity checks at once (issue 42 #8): a checkbox on each pending card (finance
// and admin), then one confirmation that names the count. The server approves each check on its
// own rules and answers a result per check (kit/bulk-results). Rejections stay one at a time (each
// has its reason and the photos to send again); money approvals have no bulk action at all.
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useErrorText } from '@/components/ui/use-error-text';
import { BULK_MAX } from '@/lib/api/operator/groups/bulk';
import { consoleCall } from '@/lib/console/transport';
import { BulkResults, type BulkOutcome } from '../kit/bulk-results';
import { refreshReads } from '../kit/use-console-read';
import { useQueryState } from '../kit/use-query-state';
import styles from '../kit/panels.module.css';
import own from './identity-bulk.module.css';

/** Chosen checks (user id → the card's title), emptied when the queue's status or page changes. */
export interface IdentitySelection {
  chosen: ReadonlyMap<number, string>;
  toggle: (id: number, title: string, on: boolean) => void;
  clear: () => void;
}

export function useIdentitySelection(): IdentitySelection {
  const q = useQueryState();
  const view = `${q.get('status') ?? ''}:${q.get('page') ?? ''}`;
  const [state, setState] = useState<{ view: string; chosen: Map<number, string> }>({ view, chosen: new Map() });
  const chosen = state.view === view ? state.chosen : new Map<number, string>();
  return {
    chosen,
    toggle: (id, title, on) => {
      const next = new Map(chosen);
      if (on) next.set(id, title);
      else next.delete(id);
      setState({ view, chosen: next });
    },
    clear: () => setState({ view, chosen: new Map() }),
  };
}

export function IdentityPick({
  id,
  title,
  name,
  selection,
}: {
  id: number;
  title: string;
  name: string;
  selection: IdentitySelection;
}) {
  const t = useTranslations('console.identity');
  return (
    <label className={own.pick}>
      <input
        type="checkbox"
        checked={selection.chosen.has(id)}
        aria-label={t('select', { name, id })}
        onChange={(e) => selection.toggle(id, title, e.target.checked)}
      />
    </label>
  );
}

export function BulkApprove({ selection }: { selection: IdentitySelection }) {
  const t = useTranslations('console');
  const errorText = useErrorText();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(undefined);
  const [outcome, setOutcome] = useState<{ outcome: BulkOutcome; names: Map<number, string> } | null>(null);
  if (outcome) {
    return (
      <BulkResults
        outcome={outcome.outcome}
        labelOf={(id) => outcome.names.get(id) ?? String(id)}
        onClose={() => setOutcome(null)}
      />
    );
  }
  const n = selection.chosen.size;
  if (n === 0) return null;
  const tooMany = n > BULK_MAX;
  const approve = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const names = new Map(selection.chosen);
      const answer = await consoleCall('identityApproveBulk', { ids: [...names.keys()] });
      setOutcome({ outcome: answer, names });
      selection.clear();
      await refreshReads('queueIdentities', 'auditList', 'dashboard');
    } catch (e) {
      setError(e);
    } finally {
      setAsking(false);
      setBusy(false);
    }
  };
  return (
    <div className={styles.actions}>
      <Button onClick={() => setAsking(true)} disabled={tooMany}>
        {t('identity.approveSelected', { n })}
      </Button>
      <Button variant="secondary" onClick={selection.clear}>
        {t('bulk.clear')}
      </Button>
      {tooMany ? <p className={styles.muted}>{t('bulk.tooMany', { max: BULK_MAX })}</p> : null}
      {error ? (
        <p className={styles.error} role="alert">
          {errorText(error)}
        </p>
      ) : null}
      <Dialog
        open={asking}
        onClose={() => setAsking(false)}
        title={t('identity.bulkApproveTitle', { n })}
        confirmLabel={t('identity.approveSelected', { n })}
        busy={busy}
        onConfirm={() => void approve()}
      >
        <p>{t('identity.bulkApproveBody')}</p>
      </Dialog>
    </div>
  );
}
