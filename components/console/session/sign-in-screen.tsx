'use client';
// Sign-in: name, password and the 6-digit code of the operator's authenticator app. Wrong name,
// password or code are one answer (the server does not say which). A temporary password goes on
// to the password screen; then back to the screen that asked for the sign-in (`from`).
import { useTranslations } from 'next-intl';
import { useRouter, useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { TextField } from '@/components/ui/field';
import { Form } from '@/components/ui/form';
import { PasswordField } from '@/components/ui/password-field';
import { useFieldErrorText } from '@/components/ui/use-error-text';
import { isApiError } from '@/lib/api/client/api-error';
import { PASSWORD_PATH, safeReturnTo, withReturn } from '@/lib/console/return-to';
import { setRead } from '../kit/use-console-read';
import { useConsoleSubmit } from '../kit/use-console-submit';
import { FormPage } from './form-page';
import styles from './sign-in.module.css';

const FIELDS = ['name', 'password', 'code'] as const;

export function SignInScreen() {
  const t = useTranslations('console');
  const router = useRouter();
  const from = safeReturnTo(useSearchParams().get('from'));
  const fieldText = useFieldErrorText();
  const [values, setValues] = useState({ name: '', password: '', code: '' });
  const form = useConsoleSubmit(
    'signIn',
    async (me) => {
      await setRead('me', {}, me);
      router.replace(me.mustChangePassword ? withReturn(PASSWORD_PATH, from) : from);
    },
    FIELDS,
  );
  const set = (field: (typeof FIELDS)[number]) => (value: string) => {
    form.clear(field);
    setValues((v) => ({ ...v, [field]: field === 'code' ? value.replace(/\D/g, '').slice(0, 6) : value }));
  };
  // The shared reason speaks of a phone number: the console's own sentence names its three fields.
  const formError =
    isApiError(form.error) && form.error.reason === 'wrong_credentials' ? t('signIn.wrong') : form.error;

  return (
    <FormPage title={t('signIn.title')} intro={t('signIn.intro')}>
      <Form
        label={t('signIn.title')}
        onSubmit={(e) => {
          e.preventDefault();
          void form.submit({ name: values.name.trim(), password: values.password, code: values.code });
        }}
        error={typeof formError === 'string' ? undefined : formError}
        submitLabel={t('signIn.submit')}
        busy={form.busy}
      >
        {typeof formError === 'string' ? (
          <p className={styles.error} role="alert" data-testid="form-error">
            {formError}
          </p>
        ) : null}
        <TextField
          label={t('signIn.name')}
          value={values.name}
          onChange={set('name')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          error={fieldText(form.fields.name)}
        />
        <PasswordField
          label={t('signIn.password')}
          value={values.password}
          onChange={set('password')}
          autoComplete="current-password"
          error={fieldText(form.fields.password)}
        />
        <TextField
          label={t('signIn.code')}
          hint={t('signIn.codeHint')}
          value={values.code}
          onChange={set('code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          error={fieldText(form.fields.code)}
        />
      </Form>
    </FormPage>
  );
}
