'use client';
// Add or replace the withdrawal card (SaveUserBankInfo), confirmed with the pay password. The
// reference form screen: useApiForm over the call's own schema, kit fields, errors inline.
import { useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';
import { useLocale } from 'next-intl';
import { cardDigits, groupCardNumber } from '@/lib/format';
import { useApiForm } from '@/lib/form/use-api-form';
import { routeHref } from '@/lib/nav/href';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { Form } from '@/components/ui/form';
import { PasswordField } from '@/components/ui/password-field';
import { useFieldErrorText } from '@/components/ui/use-error-text';
import { toast } from '@/components/toast/toast-store';

const EMPTY = { bankName: '', holderName: '', cardNumber: '', branch: '', payPassword: '' };
type Values = typeof EMPTY;

const toInput = (v: Values) => ({
  bankName: v.bankName.trim(),
  holderName: v.holderName.trim(),
  cardNumber: cardDigits(v.cardNumber),
  branch: v.branch.trim() === '' ? undefined : v.branch.trim(),
  payPassword: v.payPassword,
});

export function BankCardForm({ onDone, onCancel }: { onDone: () => void; onCancel?: () => void }) {
  const t = useTranslations('bank');
  const ui = useTranslations('ui');
  const tForm = useTranslations('form');
  const optional = (label: string) => tForm('optional', { label });
  const locale = useLocale();
  const say = useFieldErrorText();
  const form = useApiForm('SaveUserBankInfo', {
    initial: EMPTY,
    toInput,
    onSuccess: () => {
      toast(t('saved'));
      onDone();
    },
  });
  const { values, errors, set } = form;
  const payPasswordMissing = errors.payPassword?.rule === 'pay_password_not_set';
  return (
    <Form
      label={t('formTitle')}
      onSubmit={form.submit}
      error={form.formError}
      submitLabel={t('save')}
      busy={form.isSubmitting}
      footer={
        <>
          {payPasswordMissing ? <Link href={routeHref(locale, 'payPassword')}>{t('setPayPassword')}</Link> : null}
          {onCancel ? (
            <Button variant="plain" onClick={onCancel}>
              {ui('cancel')}
            </Button>
          ) : null}
        </>
      }
    >
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
    </Form>
  );
}
