'use client';
// Withdraw (wallet/withdraw/): the amount, to the saved card (masked, in fours), confirmed with
// the pay password. The amount is held at once (shown as "held" in the wallet) until an operator
// pays it out or rejects it, when it comes back. Refusals are said by their reason, in place.
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';
import { useUserBankInfo } from '@/lib/api/hooks/use-reads';
import type { CallResult } from '@/lib/api/registry';
import type { FieldError } from '@/lib/api/reasons';
import { useApiForm } from '@/lib/form/use-api-form';
import { formatMoney, maskCardNumber } from '@/lib/format';
import { routeHref } from '@/lib/nav/href';
import { useNav } from '@/lib/nav/use-nav';
import { useSession } from '@/lib/session/use-session';
import { CallView } from '@/components/ui/call-view';
import { Card } from '@/components/ui/card';
import { CardNumber } from '@/components/ui/card-number';
import { Form } from '@/components/ui/form';
import { MoneyField } from '@/components/ui/money-field';
import { PasswordField } from '@/components/ui/password-field';
import { SkeletonGroup, SkeletonText } from '@/components/ui/skeleton';
import { EmptyState } from '@/components/ui/states';
import { useFieldErrorText } from '@/components/ui/use-error-text';
import { toast } from '@/components/toast/toast-store';
import { useRefreshOnFocus } from './use-refresh-on-focus';
import styles from './money.module.css';

type User = CallResult<'getInfo'>;
type Card = NonNullable<CallResult<'GetUserBankInfo'>>;

const EMPTY = { amount: '', payPassword: '' };
type Values = typeof EMPTY;
const toInput = (v: Values) => ({ amount: v.amount === '' ? undefined : Number(v.amount), payPassword: v.payPassword });

function WithdrawForm({ user, card }: { user: User; card: Card }) {
  const t = useTranslations('withdraw');
  const locale = useLocale();
  const nav = useNav();
  const say = useFieldErrorText();
  const form = useApiForm('ApplyWithdraw', {
    initial: EMPTY,
    toInput,
    onSuccess: (result) => {
      toast(t('requested', { amount: formatMoney(result.amount, locale) }), { duration: 4000 });
      nav.redirect('wallet');
    },
  });
  const { values, errors, set } = form;
  const available = formatMoney(user.balance, locale);
  const amountError = (error: FieldError | undefined) =>
    error?.rule === 'insufficient_balance' ? t('overBalance', { available }) : say(error);
  const payPasswordMissing =
    !user.hasPayPassword ||
    errors.payPassword?.rule === 'pay_password_not_set' ||
    (form.formError as { reason?: string } | undefined)?.reason === 'pay_password_not_set';
  return (
    <Form
      label={t('formTitle')}
      onSubmit={form.submit}
      error={form.formError}
      submitLabel={t('submit')}
      busy={form.isSubmitting}
      suspended={user.suspended}
      footer={
        payPasswordMissing ? (
          <Link href={routeHref(locale, 'payPassword')}>{t('setPayPassword')}</Link>
        ) : (
          <Link href={routeHref(locale, 'bank')}>{t('changeCard')}</Link>
        )
      }
    >
      <div className={styles.toCard} aria-label={t('toCard')} role="group">
        <span className={styles.toCardLabel}>{t('toCard')}</span>
        <span className={styles.toCardBank}>{card.bankName}</span>
        <CardNumber className={styles.cardNumber} data-testid="withdraw-card" value={maskCardNumber(card.cardNumber)} />
      </div>
      <MoneyField
        label={t('amount')}
        name="amount"
        hint={t('amountHint', { available })}
        value={values.amount === '' ? null : Number(values.amount)}
        onChange={(minor) => set('amount', minor === null ? '' : String(minor))}
        error={amountError(errors.amount)}
      />
      <PasswordField
        numeric
        label={t('payPassword')}
        name="payPassword"
        maxLength={6}
        hint={t('payPasswordHint')}
        value={values.payPassword}
        onChange={(v) => set('payPassword', v.replace(/\D/g, ''))}
        error={say(errors.payPassword)}
      />
    </Form>
  );
}

export function WithdrawScreen() {
  const t = useTranslations('withdraw');
  const locale = useLocale();
  const session = useSession();
  const card = useUserBankInfo({});
  useRefreshOnFocus(session.refresh);
  const user = session.data;
  const both = {
    data: user && card.data !== undefined ? { user, card: card.data } : undefined,
    error: session.error ?? card.error,
    isLoading: session.isLoading || card.isLoading,
    refresh: () => Promise.all([session.refresh(), card.refresh()]),
  };
  return (
    <div className={styles.screen}>
      <CallView
        call={both}
        skeleton={
          <SkeletonGroup label={t('loading')}>
            <Card>
              <SkeletonText lines={5} />
            </Card>
          </SkeletonGroup>
        }
      >
        {({ user, card: saved }) => (
          <>
            <dl className={styles.summary}>
              <div>
                <dt>{t('available')}</dt>
                <dd data-testid="withdraw-available">{formatMoney(user.balance, locale)}</dd>
              </div>
              <div>
                <dt>{t('held')}</dt>
                <dd data-testid="withdraw-held">{formatMoney(user.frozen, locale)}</dd>
              </div>
            </dl>
            {saved === null ? (
              <EmptyState
                title={t('noCardTitle')}
                body={t('noCardBody')}
                action={
                  <Link className={styles.linkButton} href={routeHref(locale, 'bank')}>
                    {t('addCard')}
                  </Link>
                }
              />
            ) : (
              <Card title={t('formTitle')}>
                <WithdrawForm user={user} card={saved} />
              </Card>
            )}
            <p className={styles.note}>{t('howItWorks')}</p>
          </>
        )}
      </CallView>
    </div>
  );
}
