'use client';
// Freeze a user (a staff note is required; the buyer never sees it) or lift the freeze.
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/toast/toast-store';
import { consoleCall } from '@/lib/console/transport';
import { NoteDialog } from '../kit/note-dialog';
import { refreshReads } from '../kit/use-console-read';

export function FreezeButton({ id, frozen }: { id: number; frozen: boolean }) {
  const t = useTranslations('console.users');
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(undefined);
  const confirm = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await consoleCall('userFreeze', { id, frozen: !frozen, ...(note.trim() ? { note: note.trim() } : {}) });
      toast(frozen ? t('unfrozen') : t('frozenDone'));
      setOpen(false);
      setNote('');
      await refreshReads('userDetail', 'userFind', 'auditList');
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant={frozen ? 'secondary' : 'danger'} onClick={() => setOpen(true)}>
        {frozen ? t('unfreeze') : t('freeze')}
      </Button>
      <NoteDialog
        open={open}
        onClose={() => setOpen(false)}
        title={frozen ? t('unfreezeTitle') : t('freezeTitle')}
        tone={frozen ? 'default' : 'danger'}
        busy={busy}
        confirmDisabled={!frozen && note.trim() === ''}
        onConfirm={() => void confirm()}
        note={frozen ? undefined : { label: t('note'), hint: t('noteHint'), value: note, onChange: setNote }}
        error={error}
      />
    </>
  );
}
