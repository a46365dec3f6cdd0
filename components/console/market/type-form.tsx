'use client';
// Add an item type on the Market screen (productTypeAdd): its name and sort order.
import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { TextField } from '@/components/ui/field';
import { Form } from '@/components/ui/form';
import { toast } from '@/components/toast/toast-store';
import { useFieldErrorText } from '@/components/ui/use-error-text';
import { refreshReads } from '../kit/use-console-read';
import { useConsoleSubmit } from '../kit/use-console-submit';
import styles from '../kit/panels.module.css';

const TYPE_FIELDS = ['name', 'sort'] as const;

export function TypeForm() {
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
