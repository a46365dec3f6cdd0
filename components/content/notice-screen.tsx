'use client';
// Auction notices (notice/): the list, pinned first then newest, ten at a time as the reader
// scrolls; `notice/?id=5` is one notice in full (there is no separate detail route: the id
// travels as a query parameter, like every other id in the app). Both read GetNotice, which the
// service worker keeps, so a notice read once opens offline.
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';
import { useSearchParams } from 'next/navigation';
import { useMemo, useState } from 'react';
import { useNotices } from '@/lib/api/hooks/use-reads';
import type { CallResult } from '@/lib/api/registry';
import { idParam } from '@/lib/content/agreements';
import { useTreeReader } from '@/lib/format/use-rich-tree';
import { routeHref } from '@/lib/nav/href';
import { CallView } from '@/components/ui/call-view';
import { Card } from '@/components/ui/card';
import { InfiniteList } from '@/components/ui/infinite-list';
import { RichText } from '@/components/ui/rich-text';
import { SkeletonGroup, SkeletonText } from '@/components/ui/skeleton';
import { EmptyState } from '@/components/ui/states';
import { Tag } from '@/components/ui/tag';
import { StaleMark } from '@/components/ui/stale-mark';
import styles from './content.module.css';

export const NOTICE_PAGE_SIZE = 10;

type Notice = CallResult<'GetNotice'>[number];

function useDate() {
  const locale = useLocale();
  return useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }), [locale]);
}

export function NoticeSkeleton({ count = 3 }: { count?: number }) {
  const t = useTranslations('content');
  return (
    <SkeletonGroup label={t('loadingNotices')}>
      <div className={styles.stack}>
        {Array.from({ length: count }, (_, i) => (
          <Card key={i}>
            <SkeletonText lines={3} />
          </Card>
        ))}
      </div>
    </SkeletonGroup>
  );
}

export function NoticeScreen() {
  const id = idParam(useSearchParams().get('id'));
  const notices = useNotices({});
  return (
    <CallView call={notices} skeleton={<NoticeSkeleton count={id === undefined ? 3 : 1} />}>
      {(list) =>
        id === undefined ? (
          <NoticeList list={list} refresh={notices.refresh} />
        ) : (
          <NoticeDetail notice={list.find((n) => n.id === id)} />
        )
      }
    </CallView>
  );
}

function NoticeList({ list, refresh }: { list: Notice[]; refresh: () => unknown }) {
  const t = useTranslations('content');
  const locale = useLocale();
  const date = useDate();
  // Excerpts are the texts of the notices' trees (no HTML is parsed); empty for the moment the
  // tree's reader takes to load.
  const reader = useTreeReader();
  const [shown, setShown] = useState(NOTICE_PAGE_SIZE);
  if (list.length === 0) return <EmptyState title={t('noticesEmptyTitle')} body={t('noticesEmptyBody')} />;
  const hasMore = shown < list.length;
  return (
    <InfiniteList
      hasMore={hasMore}
      isLoadingMore={false}
      onLoadMore={() => setShown((n) => n + NOTICE_PAGE_SIZE)}
      onRefresh={async () => {
        await refresh();
      }}
      endText={t('noticesEnd')}
    >
      <ul className={styles.noticeList} aria-label={t('noticesLabel')}>
        {list.slice(0, shown).map((notice) => (
          <li key={notice.id}>
            <Link href={routeHref(locale, 'notice', { id: notice.id })} className={styles.noticeCard}>
              <span className={styles.noticeHead}>
                <span className={styles.noticeTitle} lang={notice.lang?.title}>
                  {notice.title}
                </span>
                {notice.pinned ? <Tag tone="accent">{t('pinned')}</Tag> : null}
              </span>
              <span className={styles.excerpt} lang={notice.lang?.content}>
                {reader?.treeText(notice.content) ?? ''}
              </span>
              <span className={styles.meta}>
                {t('publishedAt', { date: date.format(new Date(notice.publishedAt)) })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </InfiniteList>
  );
}

function NoticeDetail({ notice }: { notice: Notice | undefined }) {
  const t = useTranslations('content');
  const locale = useLocale();
  const date = useDate();
  const back = (
    <Link href={routeHref(locale, 'notice')} className={styles.textLink}>
      {t('allNotices')}
    </Link>
  );
  if (!notice) return <EmptyState title={t('noticeMissingTitle')} body={t('noticeMissingBody')} action={back} />;
  return (
    <article className={styles.article} aria-labelledby="notice-title">
      <header className={styles.articleHead}>
        <h2 id="notice-title" className={styles.articleTitle} lang={notice.lang?.title}>
          {notice.title}
        </h2>
        <p className={styles.meta}>
          {notice.pinned ? <Tag tone="accent">{t('pinned')}</Tag> : null}{' '}
          {t('publishedAt', { date: date.format(new Date(notice.publishedAt)) })}
        </p>
        {notice.sourceLang ? (
          <StaleMark mark={notice} href={routeHref(notice.sourceLang, 'notice', { id: notice.id })} />
        ) : null}
      </header>
      <RichText tree={notice.content} lang={notice.lang?.content} />
      <footer className={styles.articleFoot}>{back}</footer>
    </article>
  );
}
