'use client';
// Add a chat group by name; the screen then opens it.
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/field';
import { Form } from '@/components/ui/form';
import { toast } from '@/components/toast/toast-store';
import { useFieldErrorText } from '@/components/ui/use-error-text';
import { refreshReads } from '../kit/use-console-read';
import { useConsoleSubmit } from '../kit/use-console-submit';

export function AddGroup({ onAdded }: { onAdded: (id: number) => void }) {
  const t = useTranslations('console.chat');
  const fieldText = useFieldErrorText();
  const [name, setName] = useState('');
  const form = useConsoleSubmit(
    'chatGroupAdd',
    async (g) => {
      setName('');
      toast(t('groupAdded', { name: g.name }));
      await refreshReads('chatGroups', 'auditList');
      onAdded(g.id);
    },
    ['name'],
  );
  return (
    <Card title={t('addGroup')}>
      <Form
        label={t('addGroup')}
        onSubmit={(e) => {
          e.preventDefault();
          void form.submit({ name: name.trim() });
        }}
        error={form.error}
        busy={form.busy}
        submitLabel={t('addGroupSubmit')}
      >
        <TextField
          label={t('groupName')}
          value={name}
          onChange={(v) => {
            form.clear('name');
            setName(v);
          }}
          maxLength={100}
          error={fieldText(form.fields.name)}
        />
      </Form>
    </Card>
  );
}
