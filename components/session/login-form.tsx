'use client';
// The login screen's form: phone plus an SMS code (with the Get code countdown) or a password.
// After logging in it returns to the screen the login gate came from (?from=), else home.
// Minimal on purpose: the account issue extends this screen (agreements, register link…).
import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useCallback, useState } from 'react';
import { calls } from '@/lib/api/registry';
import { useApiMutation } from '@/lib/api/hooks/use-mutation';
import { normalizePhone } from '@/lib/format';
import { useApiForm } from '@/lib/form/use-api-form';
import { useNav } from '@/lib/nav/use-nav';
import { parseReturnTarget, RETURN_PARAM } from '@/lib/session/return-to';
import { Button } from '@/components/ui/button';
import { CodeField } from '@/components/ui/code-field';
import { TextField } from '@/components/ui/field';
import { Form } from '@/components/ui/form';
import { PasswordField } from '@/components/ui/password-field';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';
import { useFieldErrorText } from '@/components/ui/use-error-text';
import styles from './login-form.module.css';

const EMPTY = { phone: '', code: '', password: '' };
type Values = typeof EMPTY;

export function LoginForm() {
  const t = useTranslations('session');
  const say = useFieldErrorText();
  const nav = useNav();
  const from = useSearchParams().get(RETURN_PARAM);
  const [mode, setMode] = useState<'code' | 'password'>('code');
  const sendCode = useApiMutation('getMobileCodeLogin');

  const toInput = useCallback(
    (v: Values) =>
      mode === 'code'
        ? { phone: normalizePhone(v.phone), code: v.code.trim() }
        : { phone: normalizePhone(v.phone), password: v.password },
    [mode],
  );
  const form = useApiForm('login', {
    initial: EMPTY,
    toInput,
    onSuccess: () => {
      const target = parseReturnTarget(from);
      if (target) nav.redirect(target.id, target.query);
      else nav.relaunch('home');
    },
  });
  const { values, errors, set } = form;
  const phoneOk = calls.getMobileCodeLogin.request.safeParse({ phone: normalizePhone(values.phone) }).success;

  return (
    <div className={styles.wrap}>
      <p className={styles.intro}>{t('intro')}</p>
      <Form onSubmit={form.submit} error={form.formError} submitLabel={t('submit')} busy={form.isSubmitting}>
        <TextField
          label={t('phone')}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={values.phone}
          onChange={(v) => set('phone', v)}
          error={say(errors.phone)}
        />
        {mode === 'code' ? (
          <CodeField
            label={t('code')}
            name="code"
            value={values.code}
            onChange={(v) => set('code', v)}
            error={say(errors.code)}
            canSend={phoneOk}
            onSend={async () => (await sendCode.trigger({ phone: normalizePhone(values.phone) })).resendAfter}
          />
        ) : (
          <PasswordField
            label={t('password')}
            name="password"
            value={values.password}
            onChange={(v) => set('password', v)}
            error={say(errors.password)}
          />
        )}
      </Form>
      <Button block variant="plain" onClick={() => setMode(mode === 'code' ? 'password' : 'code')}>
        {mode === 'code' ? t('withPassword') : t('withCode')}
      </Button>
    </div>
  );
}

/** The form's shape before the client has read the query (also the prerendered HTML). */
export function LoginFormSkeleton() {
  const t = useTranslations('ui');
  return (
    <SkeletonGroup label={t('loading')}>
      <div className={styles.wrap}>
        <Skeleton height={48} />
        <Skeleton height={48} />
        <Skeleton height={48} />
      </div>
    </SkeletonGroup>
  );
}
