'use client';
// The page's strings as the app's screens read them, and the photo rendered after hydration,
// as a data screen renders its first answer.
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';

export function PhotoBody() {
  const t = useTranslations('floor');
  const [shown, setShown] = useState(false);
  useEffect(() => setShown(true), []);
  return (
    <main>
      <h1>{t('title')}</h1>
      <p>{t('body')}</p>
      {shown ? (
        <img src="/photo.png" alt="" width={186} height={186} fetchPriority="high" />
      ) : (
        <div style={{ width: 186, height: 186 }} />
      )}
    </main>
  );
}
