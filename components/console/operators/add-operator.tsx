'use client';
// Add an operator: name and role. The answer (temporary password, TOTP secret) goes to the screen,
// which shows it once.
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/field';
import { Form } from '@/components/ui/form';
import { useFieldErrorText } from '@/components/ui/use-error-text';
import type { OperatorRole } from '@/lib/api/operator/facts';
import { refreshReads } from '../kit/use-console-read';
import { useConsoleSubmit } from '../kit/use-console-submit';
import type { Credentials } from './credentials-card';
import { RoleSelect } from './role-select';

export function AddOperator({ onAdded }: { onAdded: (c: Credentials) => void }) {
  const t = useTranslations('console.operators');
  const fieldText = useFieldErrorText();
  const [name, setName] = useState('');
  const [role, setRole] = useState<OperatorRole>('viewer');
  const form = useConsoleSubmit(
    'operatorAdd',
    async (c) => {
      setName('');
      onAdded(c);
      await refreshReads('operatorList', 'auditList');
    },
    ['name', 'role'],
  );
  return (
    <Card title={t('add')}>
      <Form
        label={t('add')}
        onSubmit={(e) => {
          e.preventDefault();
          void form.submit({ name: name.trim(), role });
        }}
        error={form.error}
        busy={form.busy}
        submitLabel={t('addSubmit')}
      >
        <TextField
          label={t('name')}
          hint={t('nameHint')}
          value={name}
          onChange={(v) => {
            form.clear('name');
            setName(v);
          }}
          autoCapitalize="none"
          spellCheck={false}
          error={fieldText(form.fields.name)}
        />
        <RoleSelect value={role} onChange={setRole} label={t('role')} />
      </Form>
    </Card>
  );
}
