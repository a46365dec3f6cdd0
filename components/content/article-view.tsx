'use client';
// One article by id (agreements and agreement/article/?id=): title, when it was last updated,
// the body (the server's checked tree). GetArtical is cached by the service worker, so an agreement read once
// opens offline.
import { useLocale, useTranslations } from 'next-intl';
import { usePathname, useSearchParams } from 'next/navigation';
import { swapLocale } from '@/lib/i18n/config';
import { useArticle } from '@/lib/api/hooks/use-reads';
import { CallView } from '@/components/ui/call-view';
import { Card } from '@/components/ui/card';
import { RichText } from '@/components/ui/rich-text';
import { Skeleton, SkeletonGroup, SkeletonText } from '@/components/ui/skeleton';
import { queryString } from '@/lib/nav/href';
import { StaleMark } from '@/components/ui/stale-mark';
import styles from './content.module.css';

export function ArticleSkeleton() {
  const t = useTranslations('content');
  return (
    <SkeletonGroup label={t('loadingArticle')}>
      <Card>
        <Skeleton width="60%" height={24} />
        <SkeletonText lines={8} />
      </Card>
    </SkeletonGroup>
  );
}

export function ArticleView({ id }: { id: number | null }) {
  const t = useTranslations('content');
  const locale = useLocale();
  const article = useArticle(id === null ? null : { id });
  // A stale translation links to this same screen in the current text's language.
  const pathname = usePathname();
  const search = queryString(useSearchParams());
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  return (
    <CallView call={article} skeleton={<ArticleSkeleton />}>
      {(a) => (
        <article className={styles.article} aria-labelledby={`article-${a.id}`} data-article-id={a.id}>
          <header className={styles.articleHead}>
            <h2 id={`article-${a.id}`} className={styles.articleTitle} lang={a.lang?.title}>
              {a.title}
            </h2>
            <p className={styles.meta}>{t('updatedAt', { date: date.format(new Date(a.updatedAt)) })}</p>
            {a.sourceLang ? (
              <StaleMark
                mark={a}
                href={`${swapLocale(pathname, a.sourceLang)}${search}`}
                version={a.stale ? a.version : undefined}
              />
            ) : null}
          </header>
          <RichText tree={a.content} lang={a.lang?.content} />
        </article>
      )}
    </CallView>
  );
}
