'use client';
// Market (mkt23): the auction window (daily start and end, its time zone) with the consignment
// price rule (consignMarkupBp: the resale price over the bought price, in basis points, shown as
// a percentage) through windowGet / windowSet; the item types through productTypeList /
// productTypeAdd. Every role reads; catalogue and admin change (roleMay).
import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { Card } from '@/components/ui/card';
import { CallView } from '@/components/ui/call-view';
import { TextField } from '@/components/ui/field';
import { Form } from '@/components/ui/form';
import { SkeletonGroup, SkeletonText } from '@/components/ui/skeleton';
import { EmptyState } from '@/components/ui/states';
import { toast } from '@/components/toast/toast-store';
import { useFieldErrorText } from '@/components/ui/use-error-text';
import type { OperatorAnswer } from '@/lib/api/operator/calls';
import { roleMay } from '@/lib/api/operator/facts';
import { useMe } from './console-screen';
import { refreshReads, useConsoleRead } from './use-console-read';
import { useConsoleSubmit } from './use-console-submit';
import styles from './panels.module.css';
import own from './orders-market.module.css';

type Window = OperatorAnswer<'windowGet'>;

export function MarketScreen() {
  const t = useTranslations('console');
  const me = useMe();
  const win = useConsoleRead('windowGet', {});
  const types = useConsoleRead('productTypeList', {});
  const loading = (
    <SkeletonGroup label={t('loading')}>
      <SkeletonText lines={4} />
    </SkeletonGroup>
  );
  return (
    <div className={styles.stack}>
      <Card title={t('market.window')}>
        <CallView call={win} skeleton={loading}>
          {(w) =>
            roleMay(me.role, 'windowSet') ? (
              <WindowForm key={JSON.stringify(w)} window={w} />
            ) : (
              <WindowFacts window={w} />
            )
          }
        </CallView>
      </Card>
      <Card title={t('market.types')}>
        <CallView
          call={types}
          skeleton={loading}
          isEmpty={(d) => d.length === 0}
          empty={<EmptyState title={t('market.typesEmpty')} />}
        >
          {(d) => (
            <ol className={own.types} aria-label={t('market.types')}>
              {d.map((ty) => (
                <li key={ty.id}>{t('market.typeIs', { name: ty.name, id: ty.id, sort: ty.sort })}</li>
              ))}
            </ol>
          )}
        </CallView>
        {roleMay(me.role, 'productTypeAdd') ? <TypeForm /> : null}
      </Card>
    </div>
  );
}

/** Basis points as a percentage (1250 → "12.5"), and back; anything not a number is NaN. */
const percentOf = (bp: number) => String(bp / 100);
const bpOf = (percent: string) =>
  /^-?\d+(\.\d{1,2})?$/.test(percent.trim()) ? Math.round(Number(percent) * 100) : NaN;

function WindowFacts({ window: w }: { window: Window }) {
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

function WindowForm({ window: w }: { window: Window }) {
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

const TYPE_FIELDS = ['name', 'sort'] as const;

function TypeForm() {
  const t = useTranslations('console.market');
  const fieldText = useFieldErrorText();
  const [name, setName] = useState('');
  const [sort, setSort] = useState('0');
  const done = useCallback(
    async (ty: { name: string }) => {
      toast(t('typeAdded', { name: ty.name }));
      setName('');
      setSort('0');
      await refreshReads('productTypeList', 'auditList');
    },
    [t],
  );
  const form = useConsoleSubmit('productTypeAdd', done, TYPE_FIELDS);
  return (
    <div className={styles.formColumn}>
      <Form
        label={t('addType')}
        onSubmit={(e) => {
          e.preventDefault();
          void form.submit({ name: name.trim(), sort: Number(sort) });
        }}
        error={form.error}
        busy={form.busy}
        submitLabel={t('addType')}
      >
        <TextField
          label={t('typeName')}
          value={name}
          onChange={(x) => {
            form.clear('name');
            setName(x);
          }}
          error={fieldText(form.fields.name)}
        />
        <TextField
          label={t('typeSort')}
          hint={t('typeSortHint')}
          inputMode="numeric"
          value={sort}
          onChange={(x) => {
            form.clear('sort');
            setSort(x);
          }}
          error={fieldText(form.fields.sort)}
        />
      </Form>
    </div>
  );
}
