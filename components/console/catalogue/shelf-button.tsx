'use client';
// Take an item off sale or put it back. Taking off asks first (buyers stop seeing it at once, mid
// auction too); putting back is harmless and acts at once.
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

export function ShelfButton({
  name,
  offShelf,
  busy,
  onToggle,
}: {
  name: string;
  offShelf: boolean;
  busy: boolean;
  /** Flips the item's state; shows its own refusal (the row's error line). */
  onToggle: () => Promise<void>;
}) {
  const t = useTranslations('console.catalogue');
  const [asking, setAsking] = useState(false);
  if (offShelf) {
    return (
      <Button variant="secondary" busy={busy} onClick={() => void onToggle()}>
        {t('putBack')}
      </Button>
    );
  }
  return (
    <>
      <Button variant="secondary" busy={busy} onClick={() => setAsking(true)}>
        {t('takeOff')}
      </Button>
      <Dialog
        open={asking}
        onClose={() => setAsking(false)}
        title={t('takeOffTitle', { name })}
        confirmLabel={t('takeOff')}
        tone="danger"
        busy={busy}
        onConfirm={() => void onToggle().then(() => setAsking(false))}
      >
        <p>{t('takeOffBody')}</p>
      </Dialog>
    </>
  );
}
