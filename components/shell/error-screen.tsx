'use client';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { endPending } from '@/lib/nav/pending';
import { RetryScreen } from './page-loading';

/** Spec section 2: a page that fails to load shows an error and reloads on tap. */
export function ErrorScreen({ error }: { error: Error }) {
  const t = useTranslations('errors');
  useEffect(() => {
    endPending();
    console.error(error);
  }, [error]);
  return (
    <div className="app-frame">
      <RetryScreen message={t('pageFailed')} />
    </div>
  );
}
