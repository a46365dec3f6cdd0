'use client';
// The update check (spec sections 1 and 8): asks the server for its update configuration
// (GetAppUpdateConfig) and compares `app_version` with this client's version. An empty answer
// (or no answer at all) is the spec's dialog "Prompt: cannot connect to server, please check
// network", with Retry; a newer version shows its change log and leads to the download page;
// otherwise a toast says this is the latest version. Shown on the download page; exported for
// the Settings screen.
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { callApi } from '@/lib/api/client/request';
import { CLIENT_VERSION, updateStatus, type UpdateStatus } from '@/lib/content/version';
import { useNav } from '@/lib/nav/use-nav';
import { toast } from '@/components/toast/toast-store';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import styles from './content.module.css';

export interface UpdateCheckProps {
  /** What "Download" does; by default it opens the download page. */
  onDownload?: () => void;
}

export function UpdateCheck({ onDownload }: UpdateCheckProps) {
  const t = useTranslations('content');
  const ui = useTranslations('ui');
  const nav = useNav();
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<UpdateStatus | null>(null);

  const check = async () => {
    setBusy(true);
    let status: UpdateStatus;
    try {
      status = updateStatus(await callApi('GetAppUpdateConfig', {}, { toast: false, catch: true }));
    } catch {
      // No answer is the same as an empty one: the server cannot be reached.
      status = { kind: 'unreachable' };
    } finally {
      setBusy(false);
    }
    if (status.kind === 'latest') {
      setShown(null);
      toast(t('latest', { version: status.current }));
    } else setShown(status);
  };

  return (
    <div className={styles.updateCheck} data-testid="update-check">
      <p className={styles.version}>{t('currentVersion', { version: CLIENT_VERSION })}</p>
      <Button variant="secondary" busy={busy} onClick={() => void check()}>
        {busy ? t('checking') : t('checkUpdate')}
      </Button>
      <Dialog
        open={shown?.kind === 'unreachable'}
        title={t('unreachableTitle')}
        onClose={() => setShown(null)}
        onConfirm={() => void check()}
        confirmLabel={ui('retry')}
        busy={busy}
      >
        <p>{t('unreachableBody')}</p>
      </Dialog>
      <Dialog
        open={shown?.kind === 'newer'}
        title={shown?.kind === 'newer' ? t('newerTitle', { version: shown.latest }) : ''}
        onClose={() => setShown(null)}
        onConfirm={() => {
          setShown(null);
          if (onDownload) onDownload();
          else nav.navigate('download');
        }}
        confirmLabel={t('download')}
        cancelLabel={t('later')}
      >
        {shown?.kind === 'newer' ? (
          <>
            <p>{t('newerBody', { current: shown.current })}</p>
            {shown.changeLog ? (
              <>
                <h3 className={styles.changeLogTitle}>{t('changeLog')}</h3>
                <p className={styles.changeLog} data-testid="change-log">
                  {shown.changeLog}
                </p>
              </>
            ) : null}
          </>
        ) : null}
      </Dialog>
    </div>
  );
}
