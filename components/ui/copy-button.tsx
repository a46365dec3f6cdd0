'use client';
// Copies a text to the clipboard: "Content copied", or "Copy failed, please copy manually" when
// the browser refuses (spec section 8). `label` names what is copied, for screen readers.
import { useTranslations } from 'next-intl';
import { toast } from '@/components/toast/toast-store';
import { Button } from './button';

export async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export function CopyButton({ text, label }: { text: string; label: string }) {
  const t = useTranslations('ui');
  return (
    <Button
      variant="secondary"
      aria-label={t('copyLabel', { label })}
      onClick={() => {
        void copyText(text).then((ok) => toast(ok ? t('copied') : t('copyFailed')));
      }}
    >
      {t('copy')}
    </Button>
  );
}
