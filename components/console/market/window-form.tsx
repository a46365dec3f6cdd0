'use client';
// The auction window on the Market screen: read as facts, or as a form for the roles that may
// change it (windowSet). The markup is edited as a percentage and sent in basis points.
import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { TextField } from '@/components/ui/field';
import { Form } from '@/components/ui/form';
import { toast } from '@/components/toast/toast-store';
import { useFieldErrorText } from '@/components/ui/use-error-text';
import type { OperatorAnswer } from '@/lib/api/operator/calls';
import { refreshReads } from '../kit/use-console-read';
import { useConsoleSubmit } from '../kit/use-console-submit';
import styles from '../kit/panels.module.css';

type Window = OperatorAnswer<'windowGet'>;

/** Basis points as a percentage (1250 → "12.5"), and back; anything not a number is NaN. */
const percentOf = (bp: number) => String(bp / 100);
const bpOf = (percent: string) =>
  /^-?\d+(\.\d{1,2})?$/.test(percent.trim()) ? Math.round(Number(percent) * 100) : NaN;

export function WindowFacts({ window: w }: { window: Window }) {
  const t = useTranslations('console.market');
  return (
    <dl className={styles.facts}>
      <dt>{t('start')}</dt>
      <dd>{w.startTime}</dd>
      <dt>{t('end')}</dt>
      <dd>{w.endTime}</dd>
      <dt>{t('timeZone')}</dt>
      <dd>{w.timeZone}</dd>
      <dt>{t('markup')}</dt>
      <dd>{t('markupIs', { percent: percentOf(w.consignMarkupBp) })}</dd>
    </dl>
  );
}

const WINDOW_FIELDS = ['startTime', 'endTime', 'timeZone', 'consignMarkupBp'] as const;

export function WindowForm({ window: w }: { window: Window }) {
  const t = useTranslations('console.market');
  const fieldText = useFieldErrorText();
  const [v, setV] = useState({
    startTime: w.startTime,
    endTime: w.endTime,
    timeZone: w.timeZone,
    markup: percentOf(w.consignMarkupBp),
  });
  const [markupError, setMarkupError] = useState<string | undefined>(undefined);
  const done = useCallback(async () => {
    toast(t('windowSaved'));
    await refreshReads('windowGet', 'dashboard', 'auditList');
  }, [t]);
  const form = useConsoleSubmit('windowSet', done, WINDOW_FIELDS);
  const set = (k: keyof typeof v, field: (typeof WINDOW_FIELDS)[number]) => (value: string) => {
    form.clear(field);
    if (k === 'markup') setMarkupError(undefined);
    setV((old) => ({ ...old, [k]: value }));
  };
  return (
    <div className={styles.formColumn}>
      <Form
        label={t('window')}
        onSubmit={(e) => {
          e.preventDefault();
          const bp = bpOf(v.markup);
          if (Number.isNaN(bp)) {
            setMarkupError(t('markupInvalid'));
            return;
          }
          void form.submit({
            startTime: v.startTime,
            endTime: v.endTime,
            timeZone: v.timeZone.trim(),
            consignMarkupBp: bp,
          });
        }}
        error={form.error}
        busy={form.busy}
        submitLabel={t('save')}
      >
        <TextField
          label={t('start')}
          type="time"
          value={v.startTime}
          onChange={set('startTime', 'startTime')}
          error={fieldText(form.fields.startTime)}
        />
        <TextField
          label={t('end')}
          hint={t('endHint')}
          type="time"
          value={v.endTime}
          onChange={set('endTime', 'endTime')}
          error={fieldText(form.fields.endTime)}
        />
        <TextField
          label={t('timeZone')}
          hint={t('timeZoneHint')}
          value={v.timeZone}
          autoCapitalize="none"
          onChange={set('timeZone', 'timeZone')}
          error={fieldText(form.fields.timeZone)}
        />
        <TextField
          label={t('markup')}
          hint={t('markupHint')}
          inputMode="decimal"
          value={v.markup}
          onChange={set('markup', 'consignMarkupBp')}
          error={markupError ?? fieldText(form.fields.consignMarkupBp)}
        />
      </Form>
    </div>
  );
}
