'use client';
// Support's steps on an open case, each for the roles the contract lets take it (roleMay, the
// table the server decides with): ask the buyer for more (a message the buyer reads), refund to the
// wallet (the whole refundable amount filled in, a part allowed; above the two-person threshold the
// money waits for another operator's approval, which the first approver cannot give), and reject
// with a reason code (the buyer's sentence previewed) and a staff note the buyer never sees.
// Each asks once in a dialog; a refusal stays in it, under the fields, translated.
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { MoneyField } from '@/components/ui/money-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { useFieldErrorText } from '@/components/ui/use-error-text';
import { toast } from '@/components/toast/toast-store';
import { isApiError } from '@/lib/api/client/api-error';
import { AFTER_SALE_TEXT } from '@/lib/api/limits';
import { roleMay } from '@/lib/api/operator/facts';
import type { AfterSaleRejectionReason } from '@/lib/api/schemas/aftersale';
import { consoleCall } from '@/lib/console/transport';
import { useMe } from '../kit/console-screen';
import { NoteDialog } from '../kit/note-dialog';
import { useConsoleFormat } from '../kit/use-console-format';
import { refreshReads } from '../kit/use-console-read';
import type { CaseDetail } from './case-panel';
import styles from '../kit/panels.module.css';

/** The reason codes, in the order the reject dialog offers them (the contract's). */
export const REJECT_CODES = [
  'insufficient_evidence',
  'item_as_described',
  'delivery_confirmed',
  'outside_policy',
  'other',
] as const satisfies readonly AfterSaleRejectionReason[];

type Open = 'ask' | 'refund' | 'approve' | 'reject' | null;

/** One step's call: busy while it runs, then the case, the queue, the audit log and the dashboard read again. */
function useStep() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(undefined);
  const run = async <A,>(call: () => Promise<A>, done: (answer: A) => string) => {
    setBusy(true);
    setError(undefined);
    try {
      toast(done(await call()));
      await refreshReads('afterSaleCase', 'afterSaleQueue', 'auditList', 'dashboard');
      return true;
    } catch (e) {
      setError(e);
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, run, clear: () => setError(undefined) };
}

/** A refusal's rule for one field of the call (`amount`), else undefined (said under the dialog). */
const fieldRule = (error: unknown, field: string) =>
  isApiError(error) && error.fields ? error.fields[field] : undefined;

export function CaseActions({ detail }: { detail: CaseDetail }) {
  const t = useTranslations('console.afterSale');
  const me = useMe();
  const f = useConsoleFormat();
  const say = useFieldErrorText();
  const step = useStep();
  const [open, setOpen] = useState<Open>(null);
  const c = detail.case;
  const waiting = c.status === 'open' || c.status === 'info_requested';
  const pending = c.status === 'refund_pending';
  const may = {
    ask: waiting && roleMay(me.role, 'askAfterSaleInfo'),
    refund: waiting && detail.refundable > 0 && roleMay(me.role, 'refundAfterSale'),
    approve: pending && roleMay(me.role, 'approveAfterSaleRefund'),
    reject: (waiting || pending) && roleMay(me.role, 'rejectAfterSale'),
  };
  const ownFirst = pending && c.firstApprovedBy === me.name;
  const [message, setMessage] = useState('');
  const [amount, setAmount] = useState<number | null>(detail.refundable);
  const [note, setNote] = useState('');
  const [code, setCode] = useState<AfterSaleRejectionReason>(REJECT_CODES[0]);
  const close = () => {
    setOpen(null);
    step.clear();
  };
  if (!may.ask && !may.refund && !may.approve && !may.reject) return null;
  const openDialog = (which: Open) => {
    step.clear();
    setNote('');
    if (which === 'refund') setAmount(detail.refundable);
    if (which === 'ask') setMessage('');
    setOpen(which);
  };
  const above = amount !== null && amount > detail.dualApprovalAbove;
  const noteField = { label: t('note'), hint: t('noteHint'), value: note, onChange: setNote };
  const trimmedNote = note.trim();

  return (
    <>
      <div className={styles.actions} data-testid="aftersale-actions">
        {may.ask ? (
          <Button variant="secondary" onClick={() => openDialog('ask')} busy={step.busy}>
            {t('ask')}
          </Button>
        ) : null}
        {may.refund ? (
          <Button onClick={() => openDialog('refund')} busy={step.busy}>
            {t('refund')}
          </Button>
        ) : null}
        {may.approve ? (
          ownFirst ? (
            <p className={styles.muted}>{t('ownFirst')}</p>
          ) : (
            <Button onClick={() => openDialog('approve')} busy={step.busy}>
              {t('approveSecond')}
            </Button>
          )
        ) : null}
        {may.reject ? (
          <Button variant="secondary" onClick={() => openDialog('reject')} busy={step.busy}>
            {t('reject')}
          </Button>
        ) : null}
      </div>

      <NoteDialog
        open={open === 'ask'}
        onClose={close}
        title={t('askTitle')}
        confirmLabel={t('askSend')}
        busy={step.busy}
        error={fieldRule(step.error, 'message') ? undefined : step.error}
        onConfirm={() =>
          void step
            .run(
              () => consoleCall('askAfterSaleInfo', { id: c.id, message: message.trim() }),
              () => t('askDone'),
            )
            .then((ok) => ok && setOpen(null))
        }
      >
        <p>{t('askBody')}</p>
        <TextAreaField
          label={t('message')}
          max={AFTER_SALE_TEXT}
          rows={3}
          value={message}
          onChange={setMessage}
          error={say(fieldRule(step.error, 'message'))}
        />
      </NoteDialog>

      <NoteDialog
        open={open === 'refund'}
        onClose={close}
        title={t('refundTitle')}
        confirmLabel={above ? t('refundFirst') : t('refundSend', { amount: f.money(amount ?? 0) })}
        confirmDisabled={amount === null || amount <= 0}
        busy={step.busy}
        note={noteField}
        error={fieldRule(step.error, 'amount') ? undefined : step.error}
        onConfirm={() =>
          void step
            .run(
              () =>
                consoleCall('refundAfterSale', {
                  id: c.id,
                  amount: amount ?? 0,
                  ...(trimmedNote ? { note: trimmedNote } : {}),
                }),
              (answer) => (answer.outcome === 'awaiting_second' ? t('awaitingSecond') : t('refundDone')),
            )
            .then((ok) => ok && setOpen(null))
        }
      >
        <p>{t('refundBody', { refundable: f.money(detail.refundable), paid: f.money(detail.order.total) })}</p>
        <MoneyField
          label={t('amount')}
          value={amount}
          onChange={setAmount}
          hint={t('amountHint', { refundable: f.money(detail.refundable) })}
          error={say(fieldRule(step.error, 'amount'))}
        />
        {above ? (
          <p className={styles.warning} data-testid="needs-second">
            {t('needsSecond', { threshold: f.money(detail.dualApprovalAbove) })}
          </p>
        ) : null}
      </NoteDialog>

      <NoteDialog
        open={open === 'approve'}
        onClose={close}
        title={t('approveTitle')}
        confirmLabel={t('approveSecond')}
        busy={step.busy}
        error={step.error}
        onConfirm={() =>
          void step
            .run(
              () => consoleCall('approveAfterSaleRefund', { id: c.id }),
              () => t('refundDone'),
            )
            .then((ok) => ok && setOpen(null))
        }
      >
        <p>
          {t('approveBody', {
            amount: c.pendingAmount !== null ? f.money(c.pendingAmount) : '',
            name: c.firstApprovedBy ?? '',
          })}
        </p>
      </NoteDialog>

      {open === 'reject' ? (
        <RejectDialog
          code={code}
          onCode={setCode}
          note={noteField}
          busy={step.busy}
          error={step.error}
          onClose={close}
          onReject={() =>
            void step
              .run(
                () =>
                  consoleCall('rejectAfterSale', {
                    id: c.id,
                    reasonCode: code,
                    ...(trimmedNote ? { note: trimmedNote } : {}),
                  }),
                () => t('rejectDone'),
              )
              .then((ok) => ok && setOpen(null))
          }
        />
      ) : null}
    </>
  );
}

function RejectDialog({
  code,
  onCode,
  note,
  busy,
  error,
  onClose,
  onReject,
}: {
  code: AfterSaleRejectionReason;
  onCode: (code: AfterSaleRejectionReason) => void;
  note: { label: string; hint: string; value: string; onChange: (v: string) => void };
  busy: boolean;
  error: unknown;
  onClose: () => void;
  onReject: () => void;
}) {
  const t = useTranslations('console');
  const buyer = useTranslations('afterSale.rejection');
  const legendId = useId();
  return (
    <NoteDialog
      open
      onClose={onClose}
      title={t('afterSale.rejectTitle')}
      confirmLabel={t('afterSale.reject')}
      tone="danger"
      busy={busy}
      note={note}
      error={error}
      onConfirm={onReject}
    >
      <fieldset className={styles.choices} aria-labelledby={legendId}>
        <legend id={legendId} className={styles.legend}>
          {t('decide.reasonCode')}
        </legend>
        {REJECT_CODES.map((c) => (
          <label key={c} className={styles.choice}>
            <input type="radio" name="afterSaleReason" value={c} checked={code === c} onChange={() => onCode(c)} />
            {t(`reasonCodes.${c}`)}
          </label>
        ))}
      </fieldset>
      <p className={styles.preview}>
        <span className={styles.muted}>{t('decide.buyerReads')}</span> {buyer(code)}
      </p>
    </NoteDialog>
  );
}
