'use client';
// "Log out": ends the session on the server, then forgets everything private on this phone
// (lib/session/session-actions.ts). Mine and Settings ask first with the kit's Dialog, the same
// one on both (a stray tap would otherwise cost logging in again); the login screen of a visitor
// who is already logged in passes `confirm={false}`, as that screen is itself the question
// (Continue or Log out). `onDone` takes the user elsewhere (e.g. home): it starts once the server
// ended the session, before this phone forgets it (lib/session/session-actions.ts).
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { logout } from '@/lib/session/session-actions';
import { Button, type ButtonProps } from './button';
import { Dialog } from './dialog';

export type LogoutButtonProps = Omit<ButtonProps, 'onClick' | 'busy'> & {
  onDone?: () => void;
  /** Ask "Log out?" before logging out (default). */
  confirm?: boolean;
};

export function LogoutButton({ onDone, confirm = true, ...props }: LogoutButtonProps) {
  const t = useTranslations('session');
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const run = () => {
    setBusy(true);
    void logout(onDone).finally(() => {
      setBusy(false);
      setAsking(false);
    });
  };
  return (
    <>
      <Button variant="secondary" {...props} busy={busy && !confirm} onClick={confirm ? () => setAsking(true) : run}>
        {t('logout')}
      </Button>
      {confirm ? (
        <Dialog
          open={asking}
          // Once the server has been asked, cancelling could not take it back.
          onClose={() => {
            if (!busy) setAsking(false);
          }}
          title={t('logoutTitle')}
          confirmLabel={t('logout')}
          busy={busy}
          onConfirm={run}
        >
          <p>{t('logoutBody')}</p>
        </Dialog>
      ) : null}
    </>
  );
}
