'use client';
// Page x of y with Previous / Next, for the paged operator answers ({ items, total, page, pageSize }).
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import styles from './panels.module.css';

export function Paging({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const t = useTranslations('console.paging');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return <p className={styles.muted}>{t('total', { n: total })}</p>;
  return (
    <nav className={styles.paging} aria-label={t('label')}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('previous')}
      </Button>
      <span>{t('page', { page, pages })}</span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('next')}
      </Button>
    </nav>
  );
}
