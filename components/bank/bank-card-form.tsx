'use client';
// Add or replace the withdrawal card (SaveUserBankInfo), confirmed with the pay password. The
// reference form screen: useApiForm over the call's own schema, kit fields, errors inline.
// The pay password is asked for first (issue 37 #3d): with none set, the form says so before the
// card fields and links to setting one; what was typed is kept meanwhile (in memory only, never
// stored) and the form opens again with it when the pay password screen goes back.
import { useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';
import { useLocale } from 'next-intl';
import { useEffect } from 'react';
import { useUserInfo } from '@/lib/api/hooks/use-reads';
import { cardDigits, groupCardNumber } from '@/lib/format';
import { useApiForm } from '@/lib/form/use-api-form';
import { routeHref } from '@/lib/nav/href';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { Form } from '@/components/ui/form';
import { PasswordField } from '@/components/ui/password-field';
import { useFieldErrorText } from '@/components/ui/use-error-text';
import { toast } from '@/components/toast/toast-store';
import styles from './bank-screen.module.css';

const EMPTY = { bankName: '', holderName: '', cardNumber: '', branch: '', payPassword: '' };
type Values = typeof EMPTY;

const toInput = (v: Values) => ({
  bankName: v.bankName.trim(),
  holderName: v.holderName.trim(),
  cardNumber: cardDigits(v.cardNumber),
  branch: v.branch.trim() === '' ? undefined : v.branch.trim(),
  payPassword: v.payPassword,
});

/** What was typed when the user left to set a pay password (never the pay password itself). */
let draft: Values | null = null;

/** The form was left to set a pay password: the bank screen opens it again. */
export const hasBankDraft = (): boolean => draft !== null;

export function BankCardForm({ onDone, onCancel }: { onDone: () => void; onCancel?: () => void }) {
  const t = useTranslations('bank');
  const ui = useTranslations('ui');
  const tForm = useTranslations('form');
  const optional = (label: string) => tForm('optional', { label });
  const locale = useLocale();
  const say = useFieldErrorText();
  const info = useUserInfo({});
  const suspended = info.data?.suspended === true;
  const form = useApiForm('SaveUserBankInfo', {
    initial: draft ?? EMPTY,
    toInput,
    onSuccess: () => {
      toast(t('saved'));
      onDone();
    },
  });
  // Taken once: the form has it now.
  useEffect(() => {
    draft = null;
  }, []);
  const { values, errors, set } = form;
  const noPayPassword = info.data?.hasPayPassword === false;
  const payPasswordMissing = errors.payPassword?.rule === 'pay_password_not_set';
  const setPayPassword = (
    <Link
      href={routeHref(locale, 'payPassword')}
      data-testid="set-pay-password"
      onClick={() => {
        draft = { ...values, payPassword: '' };
      }}
    >
      {t('setPayPassword')}
    </Link>
  );
  return (
    <Form
      label={t('formTitle')}
      onSubmit={form.submit}
      error={form.formError}
      submitLabel={t('save')}
      busy={form.isSubmitting}
      suspended={suspended}
      footer={
        <>
          {payPasswordMissing && !noPayPassword ? setPayPassword : null}
          {onCancel ? (
            <Button variant="plain" onClick={onCancel}>
              {ui('cancel')}
            </Button>
          ) : null}
        </>
      }
    >
      {noPayPassword ? (
        <p className={styles.payFirst} data-testid="pay-password-first">
          {t('payPasswordFirst')} {setPayPassword}
        </p>
      ) : (
        <PasswordField
          numeric
          label={t('payPassword')}
          name="payPassword"
          hint={t('payPasswordHint')}
          maxLength={6}
          value={values.payPassword}
          onChange={(v) => set('payPassword', v)}
          error={say(errors.payPassword)}
        />
      )}
      <TextField
        label={t('bankName')}
        name="bankName"
        autoComplete="off"
        value={values.bankName}
        onChange={(v) => set('bankName', v)}
        error={say(errors.bankName)}
      />
      <TextField
        label={t('holderName')}
        name="holderName"
        autoComplete="cc-name"
        hint={t('holderHint')}
        value={values.holderName}
        onChange={(v) => set('holderName', v)}
        error={say(errors.holderName)}
      />
      <TextField
        label={t('cardNumber')}
        name="cardNumber"
        inputMode="numeric"
        autoComplete="cc-number"
        hint={t('cardNumberHint')}
        // Grouped in fours as typed; only the digits are sent.
        value={groupCardNumber(values.cardNumber)}
        onChange={(v) => set('cardNumber', cardDigits(v).slice(0, 19))}
        error={say(errors.cardNumber)}
      />
      <TextField
        label={optional(t('branch'))}
        name="branch"
        autoComplete="off"
        value={values.branch}
        onChange={(v) => set('branch', v)}
        error={say(errors.branch)}
      />
    </Form>
  );
}
