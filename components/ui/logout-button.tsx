'use client';
// "Log out": ends the session on the server, then forgets everything private on this phone
// (lib/session/session-actions.ts). For the Mine / Settings screens and the login screen of a
// visitor who is already logged in. `onDone` runs afterwards (e.g. go home).
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { logout } from '@/lib/session/session-actions';
import { Button, type ButtonProps } from './button';

export function LogoutButton({ onDone, ...props }: Omit<ButtonProps, 'onClick' | 'busy'> & { onDone?: () => void }) {
  const t = useTranslations('session');
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="secondary"
      {...props}
      busy={busy}
      onClick={() => {
        setBusy(true);
        void logout().finally(() => {
          setBusy(false);
          onDone?.();
        });
      }}
    >
      {t('logout')}
    </Button>
  );
}
