'use client';
// Small purchases without the pay password (SetSmallPayLimit, issue 37 #1): the daily limit the
// buyer chooses among SMALL_PAY_LIMITS (0 = off), as radio buttons. Turning it on or raising it asks for the pay
// password (the server refuses it otherwise); lowering it or turning it off does not.
import { useLocale, useTranslations } from 'next-intl';
import { SMALL_PAY_LIMITS } from '@/lib/api/limits';
import { formatMoney } from '@/lib/format';
import { useApiForm } from '@/lib/form/use-api-form';
import { Card } from '@/components/ui/card';
import { Form } from '@/components/ui/form';
import { PasswordField } from '@/components/ui/password-field';
import { useFieldErrorText } from '@/components/ui/use-error-text';
import { toast } from '@/components/toast/toast-store';
import styles from './account.module.css';

const digits = (v: string) => v.replace(/\D/g, '').slice(0, 6);

export function SmallPayCard({ current, hasPayPassword }: { current: number; hasPayPassword: boolean }) {
  const t = useTranslations('account');
  return (
    <Card title={t('smallPayTitle')}>
      <p className={styles.intro}>{t('smallPayIntro')}</p>
      {hasPayPassword ? (
        // Keyed by the saved limit: after a save the form starts from it, with no password typed.
        <SmallPayForm key={current} current={current} />
      ) : (
        <p className={styles.intro} data-testid="small-pay-needs-password">
          {t('smallPayNeedsPassword')}
        </p>
      )}
    </Card>
  );
}

function SmallPayForm({ current }: { current: number }) {
  const t = useTranslations('account');
  const locale = useLocale();
  const say = useFieldErrorText();
  const form = useApiForm('SetSmallPayLimit', {
    initial: { limit: String(current), payPassword: '' },
    // Left out when empty: raising without it, the server says it is needed (under the field).
    toInput: (v) => ({ limit: Number(v.limit), ...(v.payPassword === '' ? {} : { payPassword: v.payPassword }) }),
    onSuccess: () => toast(t('smallPaySaved')),
  });
  const chosen = Number(form.values.limit);
  const raising = chosen > current;
  const options = SMALL_PAY_LIMITS.map((value) => ({
    value,
    label: value === 0 ? t('smallPayOff') : t('smallPayUpTo', { amount: formatMoney(value, locale) }),
  }));
  return (
    <Form
      label={t('smallPayTitle')}
      onSubmit={form.submit}
      error={form.formError}
      submitLabel={t('smallPaySave')}
      busy={form.isSubmitting}
    >
      <fieldset className={styles.choices} data-testid="small-pay-limits">
        <legend className={styles.legend}>{t('smallPayLimit')}</legend>
        {options.map((o) => (
          <label key={o.value} className={styles.choice}>
            <input
              type="radio"
              name="smallPayLimit"
              value={o.value}
              checked={chosen === o.value}
              onChange={() => form.set('limit', String(o.value))}
            />
            {o.label}
          </label>
        ))}
      </fieldset>
      {raising ? (
        <PasswordField
          numeric
          label={t('payPassword')}
          name="smallPayPassword"
          autoComplete="off"
          hint={t('smallPayPasswordHint')}
          maxLength={6}
          value={form.values.payPassword}
          onChange={(v) => form.set('payPassword', digits(v))}
          error={say(form.errors.payPassword)}
        />
      ) : null}
    </Form>
  );
}
