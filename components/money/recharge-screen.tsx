'use client';
// Recharge (mine/recharge/): the platform's receiving account(s) with copy buttons, then the
// report of the transfer: amount, the payer's name and a photo of the receipt. An operator checks
// it and credits the wallet; the application is sent once (idempotency key per input). The
// instructions and each branch are content in the reader's language (issue 41 #3), marked where
// they fell back to the default language.
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useBankInfo } from '@/lib/api/hooks/use-reads';
import type { CallResult } from '@/lib/api/registry';
import type { FieldError } from '@/lib/api/reasons';
import { useApiForm } from '@/lib/form/use-api-form';
import { useSuspended } from '@/lib/session/use-suspended';
import { formatMoney, groupCardNumber } from '@/lib/format';
import { routeHref } from '@/lib/nav/href';
import { useNav } from '@/lib/nav/use-nav';
import { Card } from '@/components/ui/card';
import { CallView } from '@/components/ui/call-view';
import { CardNumber } from '@/components/ui/card-number';
import { ContentText } from '@/components/ui/content-text';
import { CopyButton } from '@/components/ui/copy-button';
import { TextField } from '@/components/ui/field';
import { Form } from '@/components/ui/form';
import { MoneyField } from '@/components/ui/money-field';
import { SkeletonGroup, SkeletonText } from '@/components/ui/skeleton';
import { EmptyState } from '@/components/ui/states';
import { UploadField, type UploadState } from '@/components/ui/upload-field';
import { useFieldErrorText } from '@/components/ui/use-error-text';
import { toast } from '@/components/toast/toast-store';
import styles from './money.module.css';
import { MAX_UPLOAD_BYTES } from '@/lib/api/limits';

type BankInfo = CallResult<'GetBankInfo'>;
type Account = BankInfo['accounts'][number];

export const PROOF_MAX_BYTES = MAX_UPLOAD_BYTES;

function AccountCard({
  account,
  chosen,
  onChoose,
  many,
}: {
  account: Account;
  chosen: boolean;
  onChoose: () => void;
  many: boolean;
}) {
  const t = useTranslations('recharge');
  return (
    <li className={`${styles.account} ${many && chosen ? styles.accountChosen : ''}`}>
      {many ? (
        <label className={styles.accountChoice}>
          <input type="radio" name="account" checked={chosen} onChange={onChoose} />
          <span>{t('useAccount', { bank: account.bankName })}</span>
        </label>
      ) : null}
      <dl className={styles.accountFacts}>
        <div>
          <dt>{t('bankName')}</dt>
          <dd>{account.bankName}</dd>
        </div>
        <div>
          <dt>{t('accountName')}</dt>
          <dd className={styles.copyRow}>
            <span data-testid="account-name">{account.accountName}</span>
            <CopyButton text={account.accountName} what={t('accountName')} />
          </dd>
        </div>
        <div>
          <dt>{t('accountNumber')}</dt>
          <dd className={styles.copyRow}>
            <CardNumber
              className={styles.cardNumber}
              data-testid="account-number"
              value={groupCardNumber(account.accountNumber.replace(/\D/g, ''))}
            />
            <CopyButton text={account.accountNumber.replace(/\D/g, '')} what={t('accountNumber')} />
          </dd>
        </div>
        {account.branch ? (
          <div>
            <dt>{t('branch')}</dt>
            <dd>
              <ContentText text={account.branch} lang={account.lang?.branch} />
            </dd>
          </div>
        ) : null}
      </dl>
    </li>
  );
}

const EMPTY = { amount: '', accountId: '', proofImage: '', payerName: '' };
type Values = typeof EMPTY;
const toInput = (v: Values) => ({
  amount: v.amount === '' ? undefined : Number(v.amount),
  accountId: Number(v.accountId),
  proofImage: v.proofImage === '' ? undefined : v.proofImage,
  payerName: v.payerName.trim() === '' ? undefined : v.payerName.trim(),
});

function RechargeForm({ info }: { info: BankInfo }) {
  const suspended = useSuspended();
  const t = useTranslations('recharge');
  const tForm = useTranslations('form');
  const optional = (label: string) => tForm('optional', { label });
  const locale = useLocale();
  const nav = useNav();
  const say = useFieldErrorText();
  const [upload, setUpload] = useState<UploadState>({ urls: [], uploading: false });
  const [waiting, setWaiting] = useState(false);
  const form = useApiForm('applyRecharge', {
    initial: { ...EMPTY, accountId: String(info.accounts[0]?.id ?? '') },
    toInput,
    onSuccess: () => {
      toast(t('submitted'));
      nav.navigate('rechargeRecord');
    },
  });
  const { values, errors, set } = form;
  const range = { min: formatMoney(info.minAmount, locale), max: formatMoney(info.maxAmount, locale) };
  const amountError = (error: FieldError | undefined) =>
    error && ['min', 'max', 'amount_out_of_range', 'greater_than'].includes(error.rule)
      ? t('amountRange', range)
      : say(error);
  const onUpload = useCallback(
    (state: UploadState) => {
      setUpload(state);
      set('proofImage', state.urls[0] ?? '');
      if (!state.uploading) setWaiting(false);
    },
    [set],
  );
  // Submit pressed while the receipt is still uploading (or as it finishes, before this form has
  // heard: it learns the upload's state one render later) is kept, not refused: the form sends
  // once the receipt is stored. A failed upload (toasted by the widget) cancels it: the user
  // meant to send a receipt.
  const sendWhenStored = useRef(false);
  const { submit } = form;
  useEffect(() => {
    if (!sendWhenStored.current || upload.uploading) return;
    sendWhenStored.current = false;
    if (upload.urls.length > 0) void submit();
  }, [upload, submit]);
  return (
    <>
      <ul className={styles.accounts} aria-label={t('accountsLabel')}>
        {info.accounts.map((account) => (
          <AccountCard
            key={account.id}
            account={account}
            many={info.accounts.length > 1}
            chosen={String(account.id) === values.accountId}
            onChoose={() => set('accountId', String(account.id))}
          />
        ))}
      </ul>
      <Card title={t('formTitle')}>
        <Form
          suspended={suspended}
          label={t('formTitle')}
          onSubmit={(event) => {
            event.preventDefault();
            if (upload.uploading) {
              sendWhenStored.current = true;
              setWaiting(true);
              toast(t('waitUpload'));
              return;
            }
            return form.submit(event);
          }}
          error={form.formError}
          submitLabel={t('submit')}
          busy={form.isSubmitting || (waiting && upload.uploading)}
          footer={<Link href={routeHref(locale, 'rechargeRecord')}>{t('records')}</Link>}
        >
          <MoneyField
            label={t('amount')}
            name="amount"
            hint={t('amountHint', range)}
            value={values.amount === '' ? null : Number(values.amount)}
            onChange={(minor) => set('amount', minor === null ? '' : String(minor))}
            error={amountError(errors.amount)}
          />
          <TextField
            label={optional(t('payerName'))}
            name="payerName"
            autoComplete="name"
            hint={t('payerNameHint')}
            value={values.payerName}
            onChange={(v) => set('payerName', v)}
            error={say(errors.payerName)}
          />
          <UploadField
            label={optional(t('proof'))}
            hint={t('proofHint', { size: PROOF_MAX_BYTES / (1024 * 1024) })}
            maxSize={PROOF_MAX_BYTES}
            maxCount={1}
            disabled={form.isSubmitting}
            onChange={onUpload}
            error={say(errors.proofImage)}
          />
        </Form>
      </Card>
    </>
  );
}

export function RechargeScreen() {
  const t = useTranslations('recharge');
  const info = useBankInfo({});
  return (
    <div className={styles.screen}>
      <CallView
        call={info}
        skeleton={
          <SkeletonGroup label={t('loading')}>
            <Card>
              <SkeletonText lines={4} />
            </Card>
            <Card>
              <SkeletonText lines={5} />
            </Card>
          </SkeletonGroup>
        }
        isEmpty={(d) => d.accounts.length === 0}
        empty={<EmptyState title={t('noAccountTitle')} body={t('noAccountBody')} />}
      >
        {(d) => (
          <>
            <p className={styles.instructions} data-testid="recharge-instructions">
              <ContentText text={d.instructions} lang={d.lang?.instructions} />
            </p>
            <RechargeForm info={d} />
          </>
        )}
      </CallView>
    </div>
  );
}
