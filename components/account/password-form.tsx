'use client';
// Change the login password (ChangePassword): the old one proves it; the new one is typed twice
// (the repeat is checked here only). Other sessions are signed out by the server; this one stays.
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { useApiForm } from '@/lib/form/use-api-form';
import { backOr } from '@/lib/nav/back-or';
import { useNav } from '@/lib/nav/use-nav';
import { Card } from '@/components/ui/card';
import { Form } from '@/components/ui/form';
import { PasswordField } from '@/components/ui/password-field';
import { useFieldErrorText } from '@/components/ui/use-error-text';
import { toast } from '@/components/toast/toast-store';
import styles from './account.module.css';

const EMPTY = { oldPassword: '', newPassword: '', repeat: '' };

export function PasswordScreen() {
  const t = useTranslations('account');
  const nav = useNav();
  const say = useFieldErrorText();
  const [mismatch, setMismatch] = useState(false);
  const form = useApiForm('ChangePassword', {
    initial: EMPTY,
    toInput: (v) => ({ oldPassword: v.oldPassword, newPassword: v.newPassword }),
    onSuccess: () => {
      toast(t('passwordChanged'));
      backOr(nav, 'settings');
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const differs = form.values.repeat !== form.values.newPassword;
    setMismatch(differs);
    if (!differs) void form.submit();
  };
  return (
    <Card>
      <p className={styles.intro}>{t('passwordIntro')}</p>
      <Form
        label={t('passwordTitle')}
        onSubmit={submit}
        error={form.formError}
        submitLabel={t('passwordSubmit')}
        busy={form.isSubmitting}
      >
        <PasswordField
          label={t('oldPassword')}
          name="oldPassword"
          autoComplete="current-password"
          value={form.values.oldPassword}
          onChange={(v) => form.set('oldPassword', v)}
          error={say(form.errors.oldPassword)}
        />
        <PasswordField
          label={t('newPassword')}
          name="newPassword"
          autoComplete="new-password"
          hint={t('newPasswordHint')}
          value={form.values.newPassword}
          onChange={(v) => form.set('newPassword', v)}
          error={say(form.errors.newPassword)}
        />
        <PasswordField
          label={t('repeatPassword')}
          name="repeatPassword"
          autoComplete="new-password"
          value={form.values.repeat}
          onChange={(v) => {
            setMismatch(false);
            form.set('repeat', v);
          }}
          error={mismatch ? t('repeatMismatch') : undefined}
        />
      </Form>
    </Card>
  );
}
