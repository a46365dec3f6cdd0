'use client';
// The register screen: phone, SMS code (getMobileCodeRegist, with the Get code countdown),
// password twice, the invitation code (prefilled from the entry link's invitationCode, which the
// entry script also saved on this device; shown read-only when prefilled, editable when empty),
// and the service and privacy agreements to accept. Everything is checked before sending: the
// call's own schema, the two passwords matching and the agreements ticked; the server's field
// errors (phone taken, wrong code, unknown invitation…) land under their fields. Then the user
// is logged in (register answers with tokens) and goes home, or back to ?from=. What was typed
// (but never the password or the code) survives a visit to an agreement: register-draft.ts.
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';
import { useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import type { FieldError } from '@/lib/api/reasons';
import { loadContract, type Contract } from '@/lib/api/client/contract-loader';
import { PHONE_PATTERN } from '@/lib/api/limits';
import { normalizePhone } from '@/lib/format';
import { useApiForm } from '@/lib/form/use-api-form';
import { routeHref } from '@/lib/nav/href';
import { RETURN_PARAM, parseReturnTarget } from '@/lib/session/return-to';
import { readString, removeKey, STORAGE_KEYS } from '@/lib/storage';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { CodeField } from '@/components/ui/code-field';
import { TextField } from '@/components/ui/field';
import { Form } from '@/components/ui/form';
import { PasswordField } from '@/components/ui/password-field';
import { useFieldErrorText } from '@/components/ui/use-error-text';
import { useFinishLogin, useSendCode } from './login-form';
import { clearRegisterDraft, readRegisterDraft, useSaveRegisterDraft } from './register-draft';
import styles from './login-form.module.css';

export const INVITATION_PARAM = 'invitationCode';

type Values = { phone: string; code: string; password: string; confirm: string; invitationCode: string };
type Local = Partial<Record<keyof Values | 'agree', FieldError | 'mismatch' | 'agree'>>;

export const toRegisterInput = (v: Values) => ({
  phone: normalizePhone(v.phone),
  code: v.code.trim(),
  password: v.password,
  invitationCode: v.invitationCode.trim() === '' ? undefined : v.invitationCode.trim(),
});

/** The invitation code this visit came with: the link's query first, else the one the entry script saved. */
export function invitationFrom(query: string | null): string {
  const fromLink = query?.trim();
  if (fromLink) return fromLink;
  return readString(STORAGE_KEYS.invitationCode)?.trim() ?? '';
}

/** Forgets a refused invitation code: the one saved on this device and the one in the address. */
export function forgetInvitation(): void {
  removeKey(STORAGE_KEYS.invitationCode);
  try {
    const url = new URL(window.location.href);
    if (!url.searchParams.has(INVITATION_PARAM)) return;
    url.searchParams.delete(INVITATION_PARAM);
    window.history.replaceState(window.history.state, '', url);
  } catch {
    // No history to edit (tests, odd embeddings): the storage is what later visits read.
  }
}

/** Checks the form can do before sending: the call's schema, matching passwords, accepted agreements. */
export function checkRegister(values: Values, agreed: boolean, { callSchemas, zodFields }: Contract): Local {
  const problems: Local = {};
  const parsed = callSchemas.register.request.safeParse(toRegisterInput(values));
  if (!parsed.success) {
    for (const [path, error] of Object.entries(zodFields(parsed.error))) {
      if (path in values) problems[path as keyof Values] ??= error;
    }
  }
  if (values.confirm === '') problems.confirm = { rule: 'required' };
  else if (values.confirm !== values.password) problems.confirm = 'mismatch';
  if (!agreed) problems.agree = 'agree';
  return problems;
}

export function RegisterForm() {
  const t = useTranslations('auth');
  const session = useTranslations('session');
  const locale = useLocale();
  const say = useFieldErrorText();
  const query = useSearchParams();
  const finish = useFinishLogin();
  const sendCode = useSendCode('getMobileCodeRegist');
  const [prefilled] = useState(() => invitationFrom(query.get(INVITATION_PARAM)));
  const [draft] = useState(readRegisterDraft);
  const initial = useMemo<Values>(
    () => ({
      phone: draft?.phone ?? '',
      code: '',
      password: '',
      confirm: '',
      // The link's code wins over one typed earlier: it is the invitation this visit came with.
      invitationCode: prefilled || (draft?.invitationCode ?? ''),
    }),
    [prefilled, draft],
  );
  const [agreed, setAgreed] = useState(draft?.agreed ?? false);
  const [registered, setRegistered] = useState(false);
  const [local, setLocal] = useState<Local>({});
  // The schemas' chunk did not arrive for this form's own checks (the form's submit says its own failures).
  const [unavailable, setUnavailable] = useState<unknown>(undefined);

  const form = useApiForm('register', {
    initial,
    toInput: toRegisterInput,
    onSuccess: () => {
      setRegistered(true);
      clearRegisterDraft();
      void finish();
    },
  });
  const { values, errors, set } = form;
  useSaveRegisterDraft({ phone: values.phone, invitationCode: values.invitationCode, agreed }, !registered);
  // A code the server refused (invitation_unknown) is no invitation: the field opens for a
  // correction or to be emptied, and the saved copy and the link's parameter are dropped, so a
  // later visit does not come back locked on it.
  const refused = errors.invitationCode?.rule === 'invitation_unknown';
  const [unlocked, setUnlocked] = useState(false);
  if (refused && !unlocked) setUnlocked(true);
  useEffect(() => {
    if (refused) forgetInvitation();
  }, [refused]);
  const locked = prefilled !== '' && !unlocked;
  const edit = (field: keyof Values, value: string) => {
    set(field, value);
    setLocal((l) => (l[field] === undefined ? l : { ...l, [field]: undefined }));
  };
  // The same pattern getMobileCodeRegist's schema checks, without loading the schemas.
  const phoneOk = PHONE_PATTERN.test(normalizePhone(values.phone));

  const submit = useCallback(
    async (event: FormEvent) => {
      event.preventDefault();
      setUnavailable(undefined);
      let contract;
      try {
        contract = await loadContract();
      } catch (failure) {
        setUnavailable(failure);
        return;
      }
      const problems = checkRegister(values, agreed, contract);
      setLocal(problems);
      if (Object.values(problems).some((p) => p !== undefined)) return;
      await form.submit();
    },
    [values, agreed, form],
  );

  const text = (field: keyof Values | 'agree'): string | undefined => {
    const problem = local[field] ?? (field === 'agree' ? undefined : errors[field]);
    if (problem === undefined) return undefined;
    if (problem === 'mismatch') return t('passwordsDiffer');
    if (problem === 'agree') return t('agreeRequired');
    return say(problem);
  };
  const from = query.get(RETURN_PARAM);
  const loginQuery = parseReturnTarget(from) ? { [RETURN_PARAM]: from as string } : undefined;

  return (
    <div className={styles.wrap}>
      <p className={styles.intro}>{t('intro')}</p>
      <Form
        onSubmit={submit}
        error={unavailable ?? form.formError}
        submitLabel={t('submit')}
        busy={form.isSubmitting}
        label={t('formLabel')}
      >
        <TextField
          label={session('phone')}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={values.phone}
          onChange={(v) => {
            edit('phone', v);
            sendCode.clearError();
          }}
          error={text('phone')}
        />
        <CodeField
          label={session('code')}
          name="code"
          value={values.code}
          onChange={(v) => edit('code', v)}
          error={text('code') ?? sendCode.error}
          canSend={phoneOk}
          resetOn={normalizePhone(values.phone)}
          onSend={() => sendCode.onSend(values.phone)}
        />
        <PasswordField
          label={session('password')}
          name="password"
          autoComplete="new-password"
          hint={t('passwordHint')}
          value={values.password}
          onChange={(v) => edit('password', v)}
          error={text('password')}
        />
        <PasswordField
          label={t('confirm')}
          name="confirm"
          autoComplete="new-password"
          value={values.confirm}
          onChange={(v) => edit('confirm', v)}
          error={text('confirm')}
        />
        <TextField
          label={t('invitation')}
          name="invitationCode"
          autoComplete="off"
          autoCapitalize="characters"
          readOnly={locked}
          hint={locked ? t('invitationFromLink') : t('invitationHint')}
          value={values.invitationCode}
          onChange={(v) => edit('invitationCode', v)}
          error={text('invitationCode')}
        />
        <CheckboxField
          name="agree"
          checked={agreed}
          onChange={(checked) => {
            setAgreed(checked);
            setLocal((l) => ({ ...l, agree: undefined }));
          }}
          error={text('agree')}
        >
          {t.rich('agree', {
            service: (chunks) => <Link href={routeHref(locale, 'agreementService')}>{chunks}</Link>,
            privacy: (chunks) => <Link href={routeHref(locale, 'agreementPrivacy')}>{chunks}</Link>,
          })}
        </CheckboxField>
      </Form>
      <Link className={styles.register} href={routeHref(locale, 'login', loginQuery)}>
        {t('haveAccount')}
      </Link>
    </div>
  );
}
