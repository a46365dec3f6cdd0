'use client';
// Notification settings, in a sheet over the centre: mute everything, "window opens soon" (off, or
// 5, 15 or 60 minutes before; at most once a day), and Web Push on this device by group of types.
// Ticking a push group is what asks the browser's permission (never on page load); iOS needs the
// app on the Home Screen first, said next to the choice.
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useNotificationSettings } from '@/lib/api/hooks/use-reads';
import type { CallResult } from '@/lib/api/registry';
import { WINDOW_LEADS } from '@/lib/api/limits';
import type { NotificationType } from '@/lib/api/schemas/notify';
import { enablePush } from '@/lib/notify/push-client';
import { useApiForm } from '@/lib/form/use-api-form';
import { CallView } from '@/components/ui/call-view';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { Sheet } from '@/components/ui/dialog';
import { Form } from '@/components/ui/form';
import { SkeletonGroup, SkeletonText } from '@/components/ui/skeleton';
import { toast } from '@/components/toast/toast-store';
import styles from './notify.module.css';

type Settings = CallResult<'GetNotificationSettings'>;

/** Push is chosen by group; each group is these types. */
export const PUSH_GROUPS = {
  pushMarket: ['window_soon', 'watch_restocked', 'watch_listed', 'watch_consigned'],
  pushMoney: ['consign_sold', 'recharge_decided', 'withdraw_decided', 'score_refund_decided'],
  pushAccount: ['identity_decided', 'notice_new', 'agreement_new'],
  pushDelivery: ['delivery_shipped', 'delivery_delivered'],
} as const satisfies Record<string, readonly NotificationType[]>;
type PushGroup = keyof typeof PUSH_GROUPS;
const GROUPS = Object.keys(PUSH_GROUPS) as PushGroup[];

function SettingsForm({ settings, onDone }: { settings: Settings; onDone: () => void }) {
  const t = useTranslations('notify');
  const locale = useLocale();
  const [pushNote, setPushNote] = useState<string | null>(null);
  const initial: Record<string, string> = {
    muted: String(settings.muted),
    windowLead: settings.windowLead === null ? '' : String(settings.windowLead),
  };
  for (const g of GROUPS) initial[g] = String(PUSH_GROUPS[g].some((type) => settings.push.includes(type)));
  const form = useApiForm('SaveNotificationSettings', {
    initial,
    toInput: (v) => ({
      muted: v.muted === 'true',
      windowLead: v.windowLead === '' ? null : Number(v.windowLead),
      push: GROUPS.filter((g) => v[g] === 'true').flatMap((g) => [...PUSH_GROUPS[g]]),
    }),
    onSuccess: () => {
      toast(t('saved'));
      onDone();
    },
  });
  const choices = [{ value: '', label: t('windowLeadOff') }].concat(
    WINDOW_LEADS.map((m) => ({ value: String(m), label: t('windowLeadMinutes', { count: m }) })),
  );
  return (
    <Form
      label={t('settingsTitle')}
      onSubmit={form.submit}
      error={form.formError}
      submitLabel={t('save')}
      busy={form.isSubmitting}
    >
      <div className={styles.settings}>
        <CheckboxField
          name="muted"
          checked={form.values.muted === 'true'}
          onChange={(on) => form.set('muted', String(on))}
          hint={t('mutedHint')}
        >
          {t('muted')}
        </CheckboxField>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('windowLead')}</legend>
          {choices.map((c) => (
            <label key={c.value} className={styles.radio}>
              <input
                type="radio"
                name="windowLead"
                value={c.value}
                checked={form.values.windowLead === c.value}
                onChange={() => form.set('windowLead', c.value)}
              />
              {c.label}
            </label>
          ))}
          <p className={styles.hint}>{t('windowLeadHint')}</p>
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('pushTitle')}</legend>
          {GROUPS.map((g) => (
            <CheckboxField
              key={g}
              name={g}
              checked={form.values[g] === 'true'}
              onChange={(on) => {
                if (!on) {
                  form.set(g, 'false');
                  return;
                }
                // The permission prompt comes from this tap, never by itself.
                setPushNote(null);
                enablePush(locale).then(
                  (state) => {
                    if (state === 'granted') form.set(g, 'true');
                    else setPushNote(t(state === 'denied' ? 'pushDenied' : 'pushUnsupported'));
                  },
                  () => setPushNote(t('pushUnsupported')),
                );
              }}
            >
              {t(g)}
            </CheckboxField>
          ))}
          {pushNote ? (
            <p className={styles.hint} role="alert">
              {pushNote}
            </p>
          ) : null}
          <p className={styles.hint}>{t('pushIos')}</p>
        </fieldset>
      </div>
    </Form>
  );
}

export function NotificationSettingsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations('notify');
  const settings = useNotificationSettings(open ? {} : null);
  return (
    <Sheet open={open} onClose={onClose} title={t('settingsTitle')}>
      {open ? (
        <CallView
          call={settings}
          skeleton={
            <SkeletonGroup label={t('loading')}>
              <SkeletonText lines={4} />
            </SkeletonGroup>
          }
        >
          {(s) => <SettingsForm settings={s} onDone={onClose} />}
        </CallView>
      ) : null}
    </Sheet>
  );
}
