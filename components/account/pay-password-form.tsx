'use client';
// Set or change the 6-digit pay password (ModifyPayPwd), proven by an SMS code sent to the
// account's own phone (GetMobileCodeModifyPayPwd). The new one is typed twice (checked here). It
// confirms payments from the balance and withdrawals; below it, small purchases without it.
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { useApiMutation } from '@/lib/api/hooks/use-mutation';
import { useUserInfo } from '@/lib/api/hooks/use-reads';
import { useApiForm } from '@/lib/form/use-api-form';
import { backOr } from '@/lib/nav/back-or';
import { useNav } from '@/lib/nav/use-nav';
import { CallView } from '@/components/ui/call-view';
import { Card } from '@/components/ui/card';
import { CodeField } from '@/components/ui/code-field';
import { Form } from '@/components/ui/form';
import { PasswordField } from '@/components/ui/password-field';
import { SkeletonGroup, SkeletonText } from '@/components/ui/skeleton';
import { Tag } from '@/components/ui/tag';
import { useFieldErrorText } from '@/components/ui/use-error-text';
import { toast } from '@/components/toast/toast-store';
import { SmallPayCard } from './small-pay-form';

const EMPTY = { code: '', payPassword: '', repeat: '' };
const digits = (v: string) => v.replace(/\D/g, '').slice(0, 6);

export function PayPasswordScreen() {
  const t = useTranslations('account');
  const info = useUserInfo({});
  return (
    <CallView
      call={info}
      skeleton={
        <SkeletonGroup label={t('loading')}>
          <SkeletonText lines={4} />
        </SkeletonGroup>
      }
    >
      {(user) => (
        <>
          <Card
            title={user.hasPayPassword ? t('payPasswordChangeTitle') : t('payPasswordSetTitle')}
            actions={
              <span data-testid="pay-password-state">
                {user.hasPayPassword ? (
                  <Tag tone="success">{t('payPasswordSet')}</Tag>
                ) : (
                  <Tag tone="warning">{t('payPasswordNotSet')}</Tag>
                )}
              </span>
            }
          >
            <PayPasswordForm phone={user.phone} />
          </Card>
          <SmallPayCard current={user.smallPayLimit} hasPayPassword={user.hasPayPassword} />
        </>
      )}
    </CallView>
  );
}

function PayPasswordForm({ phone }: { phone: string }) {
  const t = useTranslations('account');
  const nav = useNav();
  const say = useFieldErrorText();
  const sendCode = useApiMutation('GetMobileCodeModifyPayPwd');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [mismatch, setMismatch] = useState(false);
  const form = useApiForm('ModifyPayPwd', {
    initial: EMPTY,
    toInput: (v) => ({ code: v.code.trim(), payPassword: v.payPassword }),
    onSuccess: () => {
      toast(t('payPasswordSaved'));
      backOr(nav, 'settings');
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const differs = form.values.repeat !== form.values.payPassword;
    setMismatch(differs);
    if (!differs) void form.submit();
  };
  return (
    <Form
      label={t('payPassword')}
      onSubmit={submit}
      error={form.formError}
      submitLabel={t('save')}
      busy={form.isSubmitting}
    >
      <CodeField
        label={t('smsCode')}
        name="code"
        hint={sentTo ? t('codeSentTo', { phone: sentTo }) : t('codeWillGoTo', { phone })}
        value={form.values.code}
        onChange={(v) => form.set('code', digits(v))}
        error={say(form.errors.code)}
        onSend={async () => {
          const sent = await sendCode.trigger({});
          setSentTo(sent.sentTo);
          return sent.resendAfter;
        }}
      />
      <PasswordField
        numeric
        label={t('newPayPassword')}
        name="payPassword"
        autoComplete="new-password"
        hint={t('payPasswordHint')}
        maxLength={6}
        value={form.values.payPassword}
        onChange={(v) => form.set('payPassword', digits(v))}
        error={say(form.errors.payPassword)}
      />
      <PasswordField
        numeric
        label={t('repeatPayPassword')}
        name="repeatPayPassword"
        autoComplete="new-password"
        maxLength={6}
        value={form.values.repeat}
        onChange={(v) => {
          setMismatch(false);
          form.set('repeat', digits(v));
        }}
        error={mismatch ? t('repeatMismatch') : undefined}
      />
    </Form>
  );
}
