'use client';
// Copies a text to the clipboard and says so in a toast (spec: "Content copied" or "Copy failed,
// please copy manually"). The async Clipboard API first; where it is missing or refused (older
// WebViews, no permission) the old select-and-copy on an off-screen text area.
import { useTranslations } from 'next-intl';
import { toast } from '@/components/toast/toast-store';
import { Button, type ButtonProps } from './button';

export interface CopyButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /** What goes to the clipboard. */
  text: string;
  /** Visible label; "Copy" by default. */
  label?: string;
  /** What is copied ("Account number"): the button is announced as "Copy Account number". */
  what?: string;
}

function legacyCopy(text: string): boolean {
  if (typeof document === 'undefined' || typeof document.execCommand !== 'function') return false;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.className = 'visually-hidden';
  document.body.appendChild(area);
  const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  area.select();
  let ok = false;
  try {
    ok = document.execCommand('copy');
  } catch {
    ok = false;
  }
  area.remove();
  active?.focus();
  return ok;
}

/** Copies `text`; true when it reached the clipboard. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (permission, insecure context): try the old way.
  }
  return legacyCopy(text);
}

export function CopyButton({ text, label, what, variant = 'secondary', ...rest }: CopyButtonProps) {
  const t = useTranslations('ui');
  return (
    <Button
      aria-label={what ? t('copyLabel', { label: what }) : undefined}
      {...rest}
      variant={variant}
      onClick={() => {
        void copyText(text).then((ok) => toast(ok ? t('copied') : t('copyFailed')));
      }}
    >
      {label ?? t('copy')}
    </Button>
  );
}
