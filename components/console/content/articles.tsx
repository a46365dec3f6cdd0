'use client';
// The Content screen's articles (the agreements among them), each editable in place.
import { useTranslations } from 'next-intl';
import { Tag } from '@/components/ui/tag';
import type { OperatorAnswer } from '@/lib/api/operator/calls';
import { ConsoleList } from '../kit/console-list';
import { useConsoleFormat } from '../kit/use-console-format';
import { useConsoleRead } from '../kit/use-console-read';
import { ArticleEditor, isAgreementArticle } from './article-editor';
import { ContentRow } from './content-row';

type Article = OperatorAnswer<'articleList'>[number];

export function Articles() {
  const t = useTranslations('console.content');
  const list = useConsoleRead('articleList', {});
  return (
    <ConsoleList
      call={list}
      label={t('section.articles')}
      items={(d) => d}
      itemKey={(a) => a.id}
      renderItem={(a) => <ArticleRow article={a} />}
      empty={{ title: t('articlesEmpty') }}
    />
  );
}

function ArticleRow({ article: a }: { article: Article }) {
  const t = useTranslations('console.content');
  const f = useConsoleFormat();
  return (
    <ContentRow
      title={a.title}
      tag={isAgreementArticle(a.id) ? <Tag tone="neutral">{t('agreement')}</Tag> : null}
      id={a.id}
      when={{ label: t('updated'), at: f.dateTime(a.updatedAt) }}
      entity="article"
      editCall="articleSet"
      editor={(done) => <ArticleEditor article={a} onDone={done} />}
    />
  );
}
