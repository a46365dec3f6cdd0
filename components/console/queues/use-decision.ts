'use client';
// One approve or reject of a queue item: the call, its toast, and the queue and dashboard read
// again. A refusal (role, already reviewed, own approval) stays on screen next to the buttons.
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from '@/components/toast/toast-store';
import { refreshReads } from '../kit/use-console-read';

export function useDecision() {
  const t = useTranslations('console.decide');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(undefined);

  const run = async (call: () => Promise<{ outcome?: string }>, decision: 'approve' | 'reject') => {
    setBusy(true);
    setError(undefined);
    try {
      const answer = await call();
      toast(
        answer.outcome === 'awaiting_second'
          ? t('awaitingSecond')
          : decision === 'approve'
            ? t('approved')
            : t('rejected'),
      );
      await refreshReads('queueApplications', 'queueIdentities', 'dashboard', 'auditList');
      return true;
    } catch (e) {
      setError(e);
      return false;
    } finally {
      setBusy(false);
    }
  };

  return { busy, error, clearError: () => setError(undefined), run };
}
