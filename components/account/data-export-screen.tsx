'use client';
// "Download my data" (mine/data/, docs/privacy.md): what the file holds, then two steps. Prepare
// (RequestDataExport) answers a one-time token good for a few minutes; Download
// (DownloadDataExport) spends it and hands the JSON document to the browser as a file. The server
// refuses a second download with the same token and a second request within its window; each
// refusal, and being offline, is said next to the button.
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { DATA_EXPORT_EVERY_MINUTES, DATA_EXPORT_VALID_MINUTES } from '@/lib/api/limits';
import { isApiError } from '@/lib/api/client/api-error';
import { useApiMutation } from '@/lib/api/hooks/use-mutation';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { OfflineNote, useOffline } from '@/components/ui/needs-network';
import { useErrorText } from '@/components/ui/use-error-text';
import { saveDataExport, dataExportFileName } from './data-export-file';
import styles from './data-export.module.css';

const SECTIONS = [
  'profile',
  'addresses',
  'bankCard',
  'orders',
  'ledger',
  'applications',
  'acceptances',
  'notifications',
  'chatMessages',
  'afterSale',
] as const;

type Step = { kind: 'start' } | { kind: 'ready'; token: string } | { kind: 'saved'; file: string };

export function DataExportScreen() {
  const t = useTranslations('dataExport');
  const offline = useOffline();
  const errorText = useErrorText();
  const request = useApiMutation('RequestDataExport');
  const download = useApiMutation('DownloadDataExport');
  const [step, setStep] = useState<Step>({ kind: 'start' });
  const [error, setError] = useState<string | null>(null);

  function failed(e: unknown) {
    if (isApiError(e) && e.reason === 'rate_limited') {
      const minutes = Math.max(1, Math.ceil((e.retryAfter ?? DATA_EXPORT_EVERY_MINUTES * 60) / 60));
      setError(t('rateLimited', { minutes }));
    } else setError(errorText(e));
  }

  async function prepare() {
    setError(null);
    try {
      const ticket = await request.trigger({}, { toast: false });
      setStep({ kind: 'ready', token: ticket.token });
    } catch (e) {
      failed(e);
    }
  }

  async function save(token: string) {
    setError(null);
    try {
      const doc = await download.trigger({ token }, { toast: false });
      saveDataExport(doc);
      setStep({ kind: 'saved', file: dataExportFileName(doc) });
    } catch (e) {
      // Used or expired: this token is spent either way; the next try starts with Prepare.
      if (isApiError(e) && (e.reason === 'export_used' || e.reason === 'export_expired')) setStep({ kind: 'start' });
      failed(e);
    }
  }

  return (
    <>
      <Card title={t('includedTitle')}>
        <p className={styles.text}>{t('intro')}</p>
        <ul className={styles.list}>
          {SECTIONS.map((s) => (
            <li key={s}>{t(`sections.${s}`)}</li>
          ))}
        </ul>
        <p className={styles.hint}>
          {t('rules', { valid: DATA_EXPORT_VALID_MINUTES, every: DATA_EXPORT_EVERY_MINUTES })}
        </p>
      </Card>
      <Card title={t('actionTitle')}>
        <div className={styles.action} aria-live="polite">
          {step.kind === 'ready' ? (
            <p className={styles.text} data-testid="data-export-ready">
              {t('ready', { valid: DATA_EXPORT_VALID_MINUTES })}
            </p>
          ) : null}
          {step.kind === 'saved' ? (
            <p className={styles.text} data-testid="data-export-saved">
              {t('saved', { file: step.file })}
            </p>
          ) : null}
          {error ? (
            <p className={styles.error} role="alert" data-testid="data-export-error">
              {error}
            </p>
          ) : null}
          <OfflineNote offline={offline} />
          {step.kind === 'ready' ? (
            <Button
              block
              onClick={() => void save(step.token)}
              busy={download.isMutating}
              disabled={offline}
              data-testid="data-export-download"
            >
              {download.isMutating ? t('downloading') : t('download')}
            </Button>
          ) : (
            <Button
              block
              onClick={() => void prepare()}
              busy={request.isMutating}
              disabled={offline}
              data-testid="data-export-prepare"
            >
              {request.isMutating ? t('preparing') : t('prepare')}
            </Button>
          )}
        </div>
      </Card>
    </>
  );
}
