'use client';
// Edit the nickname (ChangeNickName). The saved user comes back and replaces `info`.
import { useTranslations } from 'next-intl';
import { useUserInfo } from '@/lib/api/hooks/use-reads';
import { useApiForm } from '@/lib/form/use-api-form';
import { backOr } from '@/lib/nav/back-or';
import { useNav } from '@/lib/nav/use-nav';
import { CallView } from '@/components/ui/call-view';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/field';
import { Form } from '@/components/ui/form';
import { SkeletonGroup, SkeletonText } from '@/components/ui/skeleton';
import { useFieldErrorText } from '@/components/ui/use-error-text';
import { toast } from '@/components/toast/toast-store';

export const NICKNAME_MAX = 20;

export function NicknameScreen() {
  const t = useTranslations('account');
  const info = useUserInfo({});
  return (
    <CallView
      call={info}
      skeleton={
        <SkeletonGroup label={t('loading')}>
          <SkeletonText lines={2} />
        </SkeletonGroup>
      }
    >
      {(user) => (
        <Card>
          <NicknameForm current={user.nickname} />
        </Card>
      )}
    </CallView>
  );
}

function NicknameForm({ current }: { current: string }) {
  const t = useTranslations('account');
  const nav = useNav();
  const say = useFieldErrorText();
  const form = useApiForm('ChangeNickName', {
    initial: { nickname: current },
    toInput: (v) => ({ nickname: v.nickname.trim() }),
    onSuccess: () => {
      toast(t('nicknameSaved'));
      backOr(nav, 'settings');
    },
  });
  return (
    <Form
      label={t('nicknameTitle')}
      onSubmit={form.submit}
      error={form.formError}
      submitLabel={t('save')}
      busy={form.isSubmitting}
    >
      <TextField
        label={t('nickname')}
        name="nickname"
        autoComplete="nickname"
        maxLength={NICKNAME_MAX}
        hint={t('nicknameHint', { max: NICKNAME_MAX })}
        value={form.values.nickname}
        onChange={(v) => form.set('nickname', v)}
        error={say(form.errors.nickname)}
      />
    </Form>
  );
}
