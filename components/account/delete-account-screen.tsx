'use client';
// Delete my account (mine/delete-account/, issue 37 #7). It first reads what stands in the way
// (GetAccountDeletionBlockers) and, while anything does, lists it with where to settle it instead
// of asking for secrets. Once nothing does: the password and an SMS code of its own purpose
// (GetMobileCodeDeleteAccount), then a last "cannot be undone" question. Deleted, this phone
// forgets the session (the server has already ended it) and lands on the done page, logged out.
// The server checks the blockers again; a refusal is said by its reason above the button.
import { useLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import type { DeletionBlocker } from '@/lib/api/limits';
import { useApiMutation } from '@/lib/api/hooks/use-mutation';
import { useAccountDeletionBlockers, useUserInfo } from '@/lib/api/hooks/use-reads';
import { useApiForm } from '@/lib/form/use-api-form';
import { routeHref } from '@/lib/nav/href';
import { useNav } from '@/lib/nav/use-nav';
import type { RouteId } from '@/lib/routes';
import { forgetSession } from '@/lib/session/session-actions';
import { CallView } from '@/components/ui/call-view';
import { Card } from '@/components/ui/card';
import { Cell, CellList } from '@/components/ui/cell-list';
import { CodeField } from '@/components/ui/code-field';
import { Dialog } from '@/components/ui/dialog';
import { Form } from '@/components/ui/form';
import { PasswordField } from '@/components/ui/password-field';
import { SkeletonGroup, SkeletonText } from '@/components/ui/skeleton';
import { useFieldErrorText } from '@/components/ui/use-error-text';
import styles from './account.module.css';

/** Where each blocker is settled (none: only support can lift a suspension). */
const SETTLE_AT: Record<DeletionBlocker, RouteId | null> = {
  balance_not_zero: 'walletWithdraw',
  points_not_zero: 'walletToken',
  applications_pending: 'walletHistory',
  orders_in_flight: 'orders',
  // The request is followed from its order (delivered orders).
  after_sale_open: 'orders',
  account_frozen: null,
};

const EMPTY = { password: '', code: '' };
const digits = (v: string) => v.replace(/\D/g, '').slice(0, 6);

export function DeleteAccountScreen() {
  const t = useTranslations('deleteAccount');
  const blockers = useAccountDeletionBlockers({});
  return (
    <>
      <Card title={t('whatHappens')}>
        <ul className={styles.deleteFacts}>
          <li>{t('erased')}</li>
          <li>{t('kept')}</li>
          <li>{t('phoneFree')}</li>
        </ul>
      </Card>
      <CallView
        call={blockers}
        skeleton={
          <SkeletonGroup label={t('checking')}>
            <SkeletonText lines={4} />
          </SkeletonGroup>
        }
      >
        {(data) =>
          data.blockers.length > 0 ? (
            <Blockers blockers={data.blockers} />
          ) : (
            <DeleteForm onRefused={() => void blockers.refresh()} />
          )
        }
      </CallView>
    </>
  );
}

function Blockers({ blockers }: { blockers: readonly DeletionBlocker[] }) {
  const t = useTranslations('deleteAccount');
  const locale = useLocale();
  return (
    <div className={styles.blockers} data-testid="delete-blockers">
      <CellList title={t('blockersTitle')}>
        {blockers.map((b) => {
          const at = SETTLE_AT[b];
          return (
            <Cell
              key={b}
              label={<span data-blocker={b}>{t(`blockers.${b}`)}</span>}
              {...(at ? { href: routeHref(locale, at) } : {})}
            />
          );
        })}
      </CellList>
    </div>
  );
}

function DeleteForm({ onRefused }: { onRefused: () => void }) {
  const t = useTranslations('deleteAccount');
  const ta = useTranslations('account');
  const nav = useNav();
  const say = useFieldErrorText();
  const info = useUserInfo({});
  const sendCode = useApiMutation('GetMobileCodeDeleteAccount');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const form = useApiForm('DeleteAccount', {
    initial: EMPTY,
    toInput: (v) => ({ password: v.password, code: v.code.trim() }),
    onSuccess: () => void forgetSession(() => nav.relaunch('accountDeleted')),
  });
  const confirm = async () => {
    const result = await form.submit();
    setAsking(false);
    // Refused: something may have come in the way meanwhile (a recharge approved); read the
    // blockers again, so the screen lists it instead of the form.
    if (result === undefined) onRefused();
  };
  const phone = info.data?.phone;
  return (
    <Card title={t('formTitle')}>
      <p className={styles.intro}>{t('formIntro')}</p>
      <Form
        label={t('formTitle')}
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          setAsking(true);
        }}
        error={form.formError}
        submitLabel={t('continue')}
        busy={form.isSubmitting}
      >
        <PasswordField
          label={ta('loginPassword')}
          name="password"
          autoComplete="current-password"
          value={form.values.password}
          onChange={(v) => form.set('password', v)}
          error={say(form.errors.password)}
        />
        <CodeField
          label={ta('smsCode')}
          name="code"
          hint={sentTo ? ta('codeSentTo', { phone: sentTo }) : phone ? ta('codeWillGoTo', { phone }) : undefined}
          value={form.values.code}
          onChange={(v) => form.set('code', digits(v))}
          error={say(form.errors.code)}
          onSend={async () => {
            const sent = await sendCode.trigger({});
            setSentTo(sent.sentTo);
            return sent.resendAfter;
          }}
        />
      </Form>
      <Dialog
        open={asking}
        onClose={() => {
          if (!form.isSubmitting) setAsking(false);
        }}
        title={t('confirmTitle')}
        confirmLabel={t('confirm')}
        tone="danger"
        busy={form.isSubmitting}
        onConfirm={() => void confirm()}
      >
        <p>{t('confirmBody')}</p>
      </Dialog>
    </Card>
  );
}
