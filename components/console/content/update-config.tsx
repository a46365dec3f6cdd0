'use client';
// The app update configuration (configList / configSet): the version buyers' apps compare with
// their own, and the change log shown with the update. An empty field removes the entry; the
// server's field rule shows under the field. The change log's other languages are the
// `app_config` texts (side by side, like a notice's).
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Card } from '@/components/ui/card';
import { FieldFrame, TextField } from '@/components/ui/field';
import { Form } from '@/components/ui/form';
import { toast } from '@/components/toast/toast-store';
import { useFieldErrorText } from '@/components/ui/use-error-text';
import type { OperatorAnswer, OperatorInput } from '@/lib/api/operator/calls';
import { CallView } from '@/components/ui/call-view';
import { SkeletonGroup, SkeletonText } from '@/components/ui/skeleton';
import { refreshReads, useConsoleRead } from '../kit/use-console-read';
import { useConsoleSubmit } from '../kit/use-console-submit';
import styles from '../kit/panels.module.css';

type Code = OperatorInput<'configSet'>['code'];
const CODES: readonly Code[] = ['app_version', 'app_change_log'];

export function UpdateConfig({ canEdit }: { canEdit: boolean }) {
  const t = useTranslations('console');
  const list = useConsoleRead('configList', {});
  return (
    <CallView
      call={list}
      skeleton={
        <SkeletonGroup label={t('loading')}>
          <SkeletonText lines={4} />
        </SkeletonGroup>
      }
    >
      {(entries) => (
        <div className={styles.stack}>
          {CODES.map((code) => (
            <ConfigEntry key={code} code={code} entries={entries} canEdit={canEdit} />
          ))}
        </div>
      )}
    </CallView>
  );
}

function ConfigEntry({
  code,
  entries,
  canEdit,
}: {
  code: Code;
  entries: OperatorAnswer<'configList'>;
  canEdit: boolean;
}) {
  const t = useTranslations('console.content');
  const fieldText = useFieldErrorText();
  const [value, setValue] = useState(entries.find((e) => e.code === code)?.value ?? '');
  const form = useConsoleSubmit(
    'configSet',
    async (saved) => {
      toast(saved.value === null ? t('configRemoved') : t('configSaved'));
      await refreshReads('configList', 'contentTexts', 'auditList');
    },
    ['value', 'code'],
  );
  const label = t(`config.${code}`);
  const onChange = (v: string) => {
    form.clear('value');
    setValue(v);
  };
  if (!canEdit)
    return (
      <Card title={label}>
        <p className={styles.line} data-testid={`config-${code}`}>
          {value || t('config.unset')}
        </p>
      </Card>
    );
  // The field's label names the entry: a card title over it would say it twice.
  return (
    <Card>
      <div className={styles.formColumn}>
        <Form
          label={label}
          onSubmit={(e) => {
            e.preventDefault();
            void form.submit({ code, value: value.trim() === '' ? null : value });
          }}
          error={form.error}
          busy={form.busy}
          submitLabel={t('save')}
        >
          {code === 'app_version' ? (
            <TextField
              label={label}
              hint={t('config.versionHint')}
              value={value}
              onChange={onChange}
              error={fieldText(form.fields.value)}
            />
          ) : (
            <FieldFrame label={label} hint={t('config.changeLogHint')} error={fieldText(form.fields.value)}>
              {({ id, describedBy }) => (
                <textarea
                  id={id}
                  aria-describedby={describedBy}
                  className={styles.textarea}
                  value={value}
                  rows={4}
                  onChange={(e) => onChange(e.target.value)}
                />
              )}
            </FieldFrame>
          )}
        </Form>
      </div>
    </Card>
  );
}
