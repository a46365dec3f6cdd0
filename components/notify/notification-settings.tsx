'use client';
// Notification settings, in a sheet over the centre: mute everything, "window opens soon" (off, or
// 5, 15 or 60 minutes before; at most once a day), and Web Push on this device per notification
// type (the centre's types). Turning on the first type is what asks the browser's permission (never
// on page load); iOS needs the app on the Home Screen first, said next to the choice.
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useNotificationSettings } from '@/lib/api/hooks/use-reads';
import type { CallResult } from '@/lib/api/registry';
import { WINDOW_LEADS } from '@/lib/api/limits';
import type { NotificationType } from '@/lib/api/schemas/notify';
import { enablePush } from '@/lib/notify/push-client';
import { useApiForm } from '@/lib/form/use-api-form';
import { NOTIFICATION_TYPES } from '@/lib/api/schemas/notify';
import { CallView } from '@/components/ui/call-view';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { Sheet } from '@/components/ui/dialog';
import { Form } from '@/components/ui/form';
import { SkeletonGroup, SkeletonText } from '@/components/ui/skeleton';
import { toast } from '@/components/toast/toast-store';
import styles from './notify.module.css';

type Settings = CallResult<'GetNotificationSettings'>;

/** The form's field for pushing one type. */
const pushField = (type: NotificationType) => `push_${type}`;

function SettingsForm({ settings, onDone }: { settings: Settings; onDone: () => void }) {
  const t = useTranslations('notify');
  const locale = useLocale();
  const [pushNote, setPushNote] = useState<string | null>(null);
  const initial: Record<string, string> = {
    muted: String(settings.muted),
    windowLead: settings.windowLead === null ? '' : String(settings.windowLead),
  };
  for (const type of NOTIFICATION_TYPES) initial[pushField(type)] = String(settings.push.includes(type));
  const form = useApiForm('SaveNotificationSettings', {
    initial,
    toInput: (v) => ({
      muted: v.muted === 'true',
      windowLead: v.windowLead === '' ? null : Number(v.windowLead),
      push: NOTIFICATION_TYPES.filter((type) => v[pushField(type)] === 'true'),
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
          {NOTIFICATION_TYPES.map((type) => {
            const field = pushField(type);
            return (
              <CheckboxField
                key={type}
                name={field}
                checked={form.values[field] === 'true'}
                onChange={(on) => {
                  if (!on) {
                    form.set(field, 'false');
                    return;
                  }
                  // The permission prompt comes from this tap, never by itself: the browser shows it
                  // only while permission is undecided, i.e. for the first type turned on. Each turn
                  // on also (re)subscribes this device, e.g. after a logout unsubscribed it.
                  setPushNote(null);
                  enablePush(locale).then(
                    (state) => {
                      if (state === 'granted') form.set(field, 'true');
                      else setPushNote(t(state === 'denied' ? 'pushDenied' : 'pushUnsupported'));
                    },
                    () => setPushNote(t('pushUnsupported')),
                  );
                }}
              >
                {t(`pushTypes.${type}`)}
              </CheckboxField>
            );
          })}
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
