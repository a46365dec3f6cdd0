'use client';
// The login screen's form: phone plus an SMS code (with the 60 s Get code countdown) or a
// password. Every refusal is said in the reader's language where it belongs: a wrong or used-up
// code under the code field, a refused code request (too many, SMS down) under the code field
// too, wrong credentials or too many tries above the button. After logging in the user is read
// and stored (getInfo), then the screen returns to where the login gate came from (?from=),
// else home. Links to register (keeping ?from=) and to the service and privacy agreements.
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';
import { useSearchParams } from 'next/navigation';
import { useCallback, useState, type FormEvent } from 'react';
import { useApiMutation } from '@/lib/api/hooks/use-mutation';
import { PHONE_PATTERN } from '@/lib/api/limits';
import { normalizePhone } from '@/lib/format';
import { useApiForm } from '@/lib/form/use-api-form';
import { routeHref } from '@/lib/nav/href';
import { useNav } from '@/lib/nav/use-nav';
import { parseReturnTarget, RETURN_PARAM } from '@/lib/session/return-to';
import { completeLogin } from '@/lib/session/session-actions';
import { useSession } from '@/lib/session/use-session';
import { Button } from '@/components/ui/button';
import { CodeField, isTooSoon } from '@/components/ui/code-field';
import { TextField } from '@/components/ui/field';
import { Form } from '@/components/ui/form';
import { LogoutButton } from '@/components/ui/logout-button';
import { PasswordField } from '@/components/ui/password-field';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';
import { useErrorText, useFieldErrorText } from '@/components/ui/use-error-text';
import styles from './login-form.module.css';

const EMPTY = { phone: '', code: '', password: '' };
type Values = typeof EMPTY;

/** After logging in or registering: store the user, then go back to `from` (a known screen) or home. */
export function useFinishLogin() {
  const nav = useNav();
  const from = useSearchParams().get(RETURN_PARAM);
  return useCallback(async () => {
    await completeLogin();
    const target = parseReturnTarget(from);
    if (target) nav.redirect(target.id, target.query);
    else nav.relaunch('home');
  }, [from, nav]);
}

/** "Get code" for a phone: failures (too many requests, SMS down, phone taken) come back as text for the field. */
export function useSendCode(call: 'getMobileCodeLogin' | 'getMobileCodeRegist') {
  const send = useApiMutation(call);
  const say = useErrorText();
  const [error, setError] = useState<string | undefined>(undefined);
  const { trigger } = send;
  const onSend = useCallback(
    async (phone: string) => {
      setError(undefined);
      try {
        return (await trigger({ phone: normalizePhone(phone) }, { toast: false })).resendAfter;
      } catch (e) {
        // Too soon: CodeField counts the wait down and says the code sent before still works.
        if (!isTooSoon(e)) setError(say(e));
        throw e;
      }
    },
    [trigger, say],
  );
  return { onSend, error, clearError: () => setError(undefined) };
}

/** The login screen: the form, or for a visitor already logged in, who they are with Continue and Log out. */
export function LoginScreen() {
  const session = useSession();
  // Logging in here makes the session authenticated before the screen has moved on: keep the form.
  const [loggingIn, setLoggingIn] = useState(false);
  if (session.status === 'authenticated' && !loggingIn) return <LoggedIn phone={session.data?.phone} />;
  return <LoginForm onLoggingIn={setLoggingIn} />;
}

function LoggedIn({ phone }: { phone: string | undefined }) {
  const t = useTranslations('session');
  const finish = useFinishLogin();
  return (
    <div className={styles.wrap}>
      <p className={styles.intro} data-testid="logged-in-as">
        {phone ? t('loggedInAs', { phone }) : t('loggedIn')}
      </p>
      <Button block onClick={() => void finish()}>
        {t('continue')}
      </Button>
      <LogoutButton block confirm={false} />
    </div>
  );
}

export function LoginForm({ onLoggingIn }: { onLoggingIn?: (busy: boolean) => void }) {
  const t = useTranslations('session');
  const locale = useLocale();
  const say = useFieldErrorText();
  const from = useSearchParams().get(RETURN_PARAM);
  const finish = useFinishLogin();
  const [mode, setMode] = useState<'code' | 'password'>('code');
  const sendCode = useSendCode('getMobileCodeLogin');

  const toInput = useCallback(
    (v: Values) =>
      mode === 'code'
        ? { phone: normalizePhone(v.phone), code: v.code.trim() }
        : { phone: normalizePhone(v.phone), password: v.password },
    [mode],
  );
  const form = useApiForm('login', { initial: EMPTY, toInput, onSuccess: () => void finish() });
  const submit = async (event: FormEvent) => {
    // The tokens arrive before the form hears of the success: say so first, so the screen keeps it.
    onLoggingIn?.(true);
    if ((await form.submit(event)) === undefined) onLoggingIn?.(false);
  };
  const { values, errors, set } = form;
  // The same pattern getMobileCodeLogin's schema checks, without loading the schemas.
  const phoneOk = PHONE_PATTERN.test(normalizePhone(values.phone));
  const fromQuery = parseReturnTarget(from) ? { [RETURN_PARAM]: from as string } : undefined;

  return (
    <div className={styles.wrap}>
      <p className={styles.intro}>{t('intro')}</p>
      <Form
        onSubmit={submit}
        error={form.formError}
        submitLabel={t('submit')}
        busy={form.isSubmitting}
        label={t('formLabel')}
        footer={
          <p className={styles.agree}>
            {t.rich('agreeNote', {
              service: (chunks) => <Link href={routeHref(locale, 'agreementService')}>{chunks}</Link>,
              privacy: (chunks) => <Link href={routeHref(locale, 'agreementPrivacy')}>{chunks}</Link>,
            })}
          </p>
        }
      >
        <TextField
          label={t('phone')}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={values.phone}
          onChange={(v) => {
            set('phone', v);
            sendCode.clearError();
          }}
          error={say(errors.phone)}
        />
        {mode === 'code' ? (
          <CodeField
            label={t('code')}
            name="code"
            value={values.code}
            onChange={(v) => set('code', v)}
            error={say(errors.code) ?? sendCode.error}
            canSend={phoneOk}
            resetOn={normalizePhone(values.phone)}
            onSend={() => sendCode.onSend(values.phone)}
          />
        ) : (
          <PasswordField
            label={t('password')}
            name="password"
            autoComplete="current-password"
            value={values.password}
            onChange={(v) => set('password', v)}
            error={say(errors.password)}
          />
        )}
      </Form>
      <Button block variant="plain" onClick={() => setMode(mode === 'code' ? 'password' : 'code')}>
        {mode === 'code' ? t('withPassword') : t('withCode')}
      </Button>
      <Link className={styles.register} href={routeHref(locale, 'register', fromQuery)}>
        {t('register')}
      </Link>
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
