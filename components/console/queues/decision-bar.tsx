'use client';
// Approve / Reject of one queue item, the same in every queue: Approve asks once (the queue's
// own sentence), Reject takes a reason code and a staff note (RejectDialog); a refusal stays
// next to the buttons. `blockedNote` replaces Approve (the operator gave the first of two).
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useErrorText } from '@/components/ui/use-error-text';
import { RejectDialog, type DecideKind, type Rejection } from './decide-dialog';
import { NoteDialog } from '../kit/note-dialog';
import { useDecision } from './use-decision';
import styles from '../kit/panels.module.css';

export type Decision = { decision: 'approve' } | ({ decision: 'reject' } & Rejection);

export function DecisionBar({
  kind,
  approveLabel,
  blockedNote,
  approveBody,
  decide,
}: {
  kind: DecideKind;
  approveLabel: string;
  blockedNote?: string;
  approveBody: ReactNode;
  decide: (d: Decision) => Promise<{ outcome?: string }>;
}) {
  const t = useTranslations('console');
  const errorText = useErrorText();
  const decision = useDecision();
  const [confirming, setConfirming] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const close = (set: (open: boolean) => void) => () => {
    set(false);
    decision.clearError();
  };
  return (
    <>
      <div className={styles.actions}>
        {blockedNote ? (
          <p className={styles.muted}>{blockedNote}</p>
        ) : (
          <Button onClick={() => setConfirming(true)} busy={decision.busy}>
            {approveLabel}
          </Button>
        )}
        <Button variant="secondary" onClick={() => setRejecting(true)} busy={decision.busy}>
          {t('decide.reject')}
        </Button>
      </div>
      {decision.error && !confirming && !rejecting ? (
        <p className={styles.error} role="alert">
          {errorText(decision.error)}
        </p>
      ) : null}
      <NoteDialog
        open={confirming}
        onClose={close(setConfirming)}
        title={t('decide.approveTitle')}
        confirmLabel={t('decide.approve')}
        busy={decision.busy}
        error={decision.error}
        onConfirm={() =>
          void decision.run(() => decide({ decision: 'approve' }), 'approve').then((ok) => ok && setConfirming(false))
        }
      >
        {approveBody}
      </NoteDialog>
      {rejecting ? (
        <RejectDialog
          kind={kind}
          open
          busy={decision.busy}
          error={decision.error}
          onClose={close(setRejecting)}
          onReject={(r) =>
            void decision
              .run(() => decide({ decision: 'reject', ...r }), 'reject')
              .then((ok) => ok && setRejecting(false))
          }
        />
      ) : null}
    </>
  );
}
