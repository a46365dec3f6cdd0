'use client';
// A chat group's members, and adding one by full phone number.
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { TextField } from '@/components/ui/field';
import { Form } from '@/components/ui/form';
import { toast } from '@/components/toast/toast-store';
import { useFieldErrorText } from '@/components/ui/use-error-text';
import { normalizePhone } from '@/lib/format/phone';
import { ConsoleList } from '../kit/console-list';
import { useConsoleFormat } from '../kit/use-console-format';
import { refreshReads, useConsoleRead } from '../kit/use-console-read';
import { useConsoleSubmit } from '../kit/use-console-submit';
import styles from '../kit/panels.module.css';

export function Members({ groupId }: { groupId: number }) {
  const t = useTranslations('console.chat');
  const f = useConsoleFormat();
  const members = useConsoleRead('chatMembers', { groupId });
  return (
    <ConsoleList
      call={members}
      items={(d) => d.items}
      itemKey={(m) => m.userId}
      label={t('members')}
      lines={3}
      empty={{ title: t('noMembers') }}
      renderItem={(m) => (
        <div>
          <p className={styles.line}>
            <strong>{m.nickname}</strong> · {m.phone}
          </p>
          <p className={styles.muted}>{t('joined', { id: m.userId, at: f.dateTime(m.joinedAt) })}</p>
        </div>
      )}
    />
  );
}

export function AddMember({ groupId }: { groupId: number }) {
  const t = useTranslations('console.chat');
  const fieldText = useFieldErrorText();
  const [phone, setPhone] = useState('');
  const form = useConsoleSubmit(
    'chatMemberAdd',
    async () => {
      setPhone('');
      toast(t('memberAdded'));
      await refreshReads('chatMembers', 'chatGroups', 'auditList');
    },
    ['phone'],
  );
  return (
    <Form
      label={t('addMember')}
      onSubmit={(e) => {
        e.preventDefault();
        void form.submit({ groupId, phone: normalizePhone(phone) });
      }}
      error={form.error}
      busy={form.busy}
      submitLabel={t('addMemberSubmit')}
    >
      <TextField
        label={t('phone')}
        hint={t('phoneHint')}
        value={phone}
        onChange={(v) => {
          form.clear('phone');
          setPhone(v);
        }}
        inputMode="tel"
        autoComplete="off"
        error={fieldText(form.fields.phone)}
      />
    </Form>
  );
}
