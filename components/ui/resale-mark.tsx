'use client';
// A product card's mark of a resale (an item another buyer consigned): one wording on every list
// that shows cards, the goods lists and home's featured items (issue 37 #3c).
import { useTranslations } from 'next-intl';

export function ResaleMark() {
  const t = useTranslations('ui');
  return <span data-testid="resale-mark">{t('consigned')}</span>;
}
