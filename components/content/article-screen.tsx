'use client';
// Any article by id (agreement/article/?id=7), e.g. from a link in a notice.
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';
import { useSearchParams } from 'next/navigation';
import { idParam } from '@/lib/content/agreements';
import { routeHref } from '@/lib/nav/href';
import { EmptyState } from '@/components/ui/states';
import { ArticleView } from './article-view';
import styles from './content.module.css';

export function ArticleScreen() {
  const t = useTranslations('content');
  const locale = useLocale();
  const id = idParam(useSearchParams().get('id'));
  if (id === undefined)
    return (
      <EmptyState
        title={t('articleMissingTitle')}
        body={t('articleMissingBody')}
        action={
          <Link href={routeHref(locale, 'home')} className={styles.textLink}>
            {t('goHome')}
          </Link>
        }
      />
    );
  return <ArticleView id={id} />;
}
