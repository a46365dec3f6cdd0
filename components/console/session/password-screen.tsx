'use client';
// Choose a new password: required after a temporary one (the server refuses everything else
// until then), open at any time from the header. Other sessions of the operator end.
import { useTranslations } from 'next-intl';
import { useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { Link } from '@/components/ui/link';
import { Form } from '@/components/ui/form';
import { PasswordField } from '@/components/ui/password-field';
import { SkeletonGroup, SkeletonText } from '@/components/ui/skeleton';
import { toast } from '@/components/toast/toast-store';
import { useFieldErrorText } from '@/components/ui/use-error-text';
import { isApiError } from '@/lib/api/client/api-error';
import { CONSOLE_HOME, SIGN_IN_PATH, safeReturnTo, withReturn } from '@/lib/console/return-to';
import { setRead, useConsoleRead } from '../kit/use-console-read';
import { useConsoleSubmit } from '../kit/use-console-submit';
import { FormPage } from './form-page';

const FIELDS = ['oldPassword', 'newPassword'] as const;

export function PasswordScreen() {
  const t = useTranslations('console');
  const router = useRouter();
  const from = safeReturnTo(useSearchParams().get('from'));
  const me = useConsoleRead('me', {});
  const fieldText = useFieldErrorText();
  const [values, setValues] = useState({ oldPassword: '', newPassword: '', confirm: '' });
  const [mismatch, setMismatch] = useState(false);
  const form = useConsoleSubmit(
    'changePassword',
    async (answer) => {
      await setRead('me', {}, answer);
      toast(t('password.changed'));
      router.replace(from);
    },
    FIELDS,
  );
  const signedOut = isApiError(me.error) && me.error.status === 401;
  useEffect(() => {
    if (signedOut) router.replace(withReturn(SIGN_IN_PATH, `/console/password/`));
  }, [signedOut, router]);

  const set = (field: keyof typeof values) => (value: string) => {
    form.clear(field);
    if (field !== 'oldPassword') setMismatch(false);
    setValues((v) => ({ ...v, [field]: value }));
  };

  return (
    <FormPage
      title={t('password.title')}
      intro={
        me.data
          ? me.data.mustChangePassword
            ? t('password.required', { name: me.data.name })
            : t('password.intro')
          : null
      }
    >
      {!me.data ? (
        <SkeletonGroup label={t('loading')}>
          <SkeletonText lines={3} />
        </SkeletonGroup>
      ) : (
        <Form
          label={t('password.title')}
          onSubmit={(e) => {
            e.preventDefault();
            if (values.newPassword !== values.confirm) {
              setMismatch(true);
              return;
            }
            void form.submit({ oldPassword: values.oldPassword, newPassword: values.newPassword });
          }}
          error={form.error}
          submitLabel={t('password.submit')}
          busy={form.busy}
          footer={
            me.data.mustChangePassword ? null : (
              <Link href={from === CONSOLE_HOME ? CONSOLE_HOME : from}>{t('back')}</Link>
            )
          }
        >
          <PasswordField
            label={t('password.old')}
            value={values.oldPassword}
            onChange={set('oldPassword')}
            autoComplete="current-password"
            error={fieldText(form.fields.oldPassword)}
          />
          <PasswordField
            label={t('password.new')}
            hint={t('password.newHint')}
            value={values.newPassword}
            onChange={set('newPassword')}
            autoComplete="new-password"
            error={fieldText(form.fields.newPassword)}
          />
          <PasswordField
            label={t('password.confirm')}
            value={values.confirm}
            onChange={set('confirm')}
            autoComplete="new-password"
            error={mismatch ? t('password.mismatch') : undefined}
          />
        </Form>
      )}
    </FormPage>
  );
}
