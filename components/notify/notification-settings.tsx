'use client';
// Notification settings, in a sheet over the centre: mute everything, and "window opens soon"
// (off, or 5, 15 or 60 minutes before; at most once a day). Web Push per type is not offered yet
// (docs/notifications.md): the saved push list is kept as it is.
import { useTranslations } from 'next-intl';
import { useNotificationSettings } from '@/lib/api/hooks/use-reads';
import type { CallResult } from '@/lib/api/registry';
import { WINDOW_LEADS } from '@/lib/api/schemas/notify';
import { useApiForm } from '@/lib/form/use-api-form';
import { CallView } from '@/components/ui/call-view';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { Sheet } from '@/components/ui/dialog';
import { Form } from '@/components/ui/form';
import { SkeletonGroup, SkeletonText } from '@/components/ui/skeleton';
import { toast } from '@/components/toast/toast-store';
import styles from './notify.module.css';

type Settings = CallResult<'GetNotificationSettings'>;

function SettingsForm({ settings, onDone }: { settings: Settings; onDone: () => void }) {
  const t = useTranslations('notify');
  const form = useApiForm('SaveNotificationSettings', {
    initial: {
      muted: String(settings.muted),
      windowLead: settings.windowLead === null ? '' : String(settings.windowLead),
    },
    toInput: (v) => ({
      muted: v.muted === 'true',
      windowLead: v.windowLead === '' ? null : Number(v.windowLead),
      push: settings.push,
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
