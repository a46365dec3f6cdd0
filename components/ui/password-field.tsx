'use client';
// A password (or 6-digit pay password) with a Show / Hide toggle that keeps the caret's field.
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from './button';
import { TextField, type TextFieldProps } from './field';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'trailing'> & {
  /** Digits only (pay password): a numeric keypad on phones. */
  numeric?: boolean;
};

export function PasswordField({ numeric = false, ...props }: PasswordFieldProps) {
  const t = useTranslations('ui');
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      autoComplete={numeric ? 'off' : 'current-password'}
      {...props}
      type={visible ? 'text' : 'password'}
      inputMode={numeric ? 'numeric' : undefined}
      trailing={
        <Button variant="plain" aria-pressed={visible} onClick={() => setVisible((v) => !v)}>
          {visible ? t('hidePassword') : t('showPassword')}
        </Button>
      }
    />
  );
}
