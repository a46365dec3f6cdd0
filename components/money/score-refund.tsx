'use client';
// Score points with "Apply for a refund" (ApplyScoreTiYanRefund): the points asked for are held
// at once and an operator approves or rejects the application (rejected points come back).
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useApiForm } from '@/lib/form/use-api-form';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Sheet } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/field';
import { Form } from '@/components/ui/form';
import { useFieldErrorText } from '@/components/ui/use-error-text';
import { toast } from '@/components/toast/toast-store';
import styles from './money.module.css';

const EMPTY = { points: '', note: '' };
type Values = typeof EMPTY;
const toInput = (v: Values) => ({
  points: /^\d+$/.test(v.points.trim()) ? Number(v.points.trim()) : v.points.trim() === '' ? undefined : Number.NaN,
  note: v.note.trim() === '' ? undefined : v.note.trim(),
});

function RefundForm({ score, onDone, onCancel }: { score: number; onDone: () => void; onCancel: () => void }) {
  const t = useTranslations('wallet');
  const tForm = useTranslations('form');
  const optional = (label: string) => tForm('optional', { label });
  const ui = useTranslations('ui');
  const say = useFieldErrorText();
  const form = useApiForm('ApplyScoreTiYanRefund', {
    initial: EMPTY,
    toInput,
    onSuccess: (result) => {
      // The count itself, not a formatted string: the message chooses the plural and formats it.
      toast(t('refundRequested', { points: result.points }));
      onDone();
    },
  });
  return (
    <Form
      label={t('refundTitle')}
      onSubmit={form.submit}
      error={form.formError}
      submitLabel={t('refundSubmit')}
      busy={form.isSubmitting}
      footer={
        <Button variant="plain" onClick={onCancel}>
          {ui('cancel')}
        </Button>
      }
    >
      <TextField
        label={t('refundPoints')}
        name="points"
        inputMode="numeric"
        hint={t('refundPointsHint', { score })}
        value={form.values.points}
        onChange={(v) => form.set('points', v.replace(/\D/g, ''))}
        error={say(form.errors.points)}
      />
      <TextField
        label={optional(t('refundNote'))}
        name="note"
        maxLength={200}
        value={form.values.note}
        onChange={(v) => form.set('note', v)}
        error={say(form.errors.note)}
      />
    </Form>
  );
}

export function ScoreRefund({ score }: { score: number }) {
  const t = useTranslations('wallet');
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  return (
    <Card title={t('scoreTitle')}>
      <p className={styles.scoreLine}>
        <span className={styles.scoreValue}>{new Intl.NumberFormat(locale).format(score)}</span>{' '}
        <span className={styles.muted}>{t('scoreUnit')}</span>
      </p>
      <p className={styles.muted}>{t('scoreBody')}</p>
      <Button variant="secondary" block disabled={score === 0} onClick={() => setOpen(true)}>
        {t('refundOpen')}
      </Button>
      <Sheet open={open} onClose={() => setOpen(false)} title={t('refundTitle')}>
        {open ? <RefundForm score={score} onDone={() => setOpen(false)} onCancel={() => setOpen(false)} /> : null}
      </Sheet>
    </Card>
  );
}
