'use client';
// Content: notices (paged, newest first; add, edit), articles (edit), and the app update
// configuration, one at a time (the chips, in the URL). Each notice and article opens its texts
// in every language side by side (ContentLanguages, the catalogue's). Bodies are edited as HTML
// with a live preview through the buyers' own RichText; write buttons only for roles that may.
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Chips } from '@/components/ui/chips';
import { Tag } from '@/components/ui/tag';
import type { OperatorAnswer } from '@/lib/api/operator/calls';
import { roleMay } from '@/lib/api/operator/facts';
import { useMe } from './console-screen';
import { ConsoleList } from './console-list';
import { ContentLanguages } from './item-languages';
import { NoticeEditor } from './notice-editor';
import { ArticleEditor, isAgreementArticle } from './article-editor';
import { UpdateConfig } from './update-config';
import { Paging } from './queue-paging';
import { useConsoleFormat } from './use-console-format';
import { useConsoleRead } from './use-console-read';
import { pageParam, useQueryState } from './use-query-state';
import styles from './panels.module.css';

type Notice = OperatorAnswer<'noticeList'>['items'][number];
type Article = OperatorAnswer<'articleList'>[number];
const SECTIONS = ['notices', 'articles', 'update'] as const;
type Section = (typeof SECTIONS)[number];
const PAGE_SIZE = 20;

export function ContentScreen() {
  const t = useTranslations('console.content');
  const q = useQueryState();
  const me = useMe();
  const wanted = q.get('show');
  const section: Section = SECTIONS.find((s) => s === wanted) ?? 'notices';
  return (
    <div className={styles.stack}>
      <Chips
        label={t('sections')}
        options={SECTIONS.map((s) => ({ value: s, label: t(`section.${s}`) }))}
        value={section}
        onChange={(s) => q.set({ show: s === 'notices' ? undefined : s, page: undefined })}
      />
      {section === 'notices' ? <Notices /> : null}
      {section === 'articles' ? <Articles /> : null}
      {section === 'update' ? (
        <>
          <UpdateConfig canEdit={roleMay(me.role, 'configSet')} />
          <Card title={t('changeLogLanguages')}>
            <ContentLanguages
              entity="app_config"
              id={0}
              canEdit={roleMay(me.role, 'contentTextSet')}
              refresh={['configList']}
              testId="app_config-languages"
            />
          </Card>
        </>
      ) : null}
    </div>
  );
}

function Notices() {
  const t = useTranslations('console.content');
  const me = useMe();
  const q = useQueryState();
  const page = pageParam(q.get('page'));
  const list = useConsoleRead('noticeList', { page, pageSize: PAGE_SIZE });
  return (
    <>
      {roleMay(me.role, 'noticeAdd') ? (
        <Card title={t('noticeAdd')}>
          <NoticeEditor />
        </Card>
      ) : null}
      <ConsoleList
        call={list}
        label={t('section.notices')}
        items={(d) => d.items}
        itemKey={(n) => n.id}
        renderItem={(n) => <NoticeRow notice={n} />}
        empty={{ title: t('noticesEmpty') }}
        footer={(d) => (
          <Paging page={d.page} pageSize={d.pageSize} total={d.total} onPage={(p) => q.set({ page: p })} />
        )}
      />
    </>
  );
}

function NoticeRow({ notice: n }: { notice: Notice }) {
  const t = useTranslations('console.content');
  const f = useConsoleFormat();
  return (
    <ContentRow
      title={n.title}
      tag={n.pinned ? <Tag tone="accent">{t('pinned')}</Tag> : null}
      id={n.id}
      when={{ label: t('created'), at: f.dateTime(n.createdAt) }}
      entity="notice"
      editCall="noticeEdit"
      editor={(done) => <NoticeEditor notice={n} onDone={done} />}
    />
  );
}

function Articles() {
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

/** One notice or article: its facts, Edit (its editor below) and its languages side by side. */
function ContentRow({
  title,
  tag,
  id,
  when,
  entity,
  editCall,
  editor,
}: {
  title: string;
  tag: ReactNode;
  id: number;
  when: { label: string; at: string };
  entity: 'notice' | 'article';
  editCall: 'noticeEdit' | 'articleSet';
  editor: (done: () => void) => ReactNode;
}) {
  const t = useTranslations('console.content');
  const me = useMe();
  const [editing, setEditing] = useState(false);
  const [languages, setLanguages] = useState(false);
  return (
    <Card title={title} actions={tag}>
      <dl className={styles.facts}>
        <dt>{t('id')}</dt>
        <dd>{id}</dd>
        <dt>{when.label}</dt>
        <dd>{when.at}</dd>
      </dl>
      <RowActions
        canEdit={roleMay(me.role, editCall) && !editing}
        onEdit={() => setEditing(true)}
        languages={languages}
        onLanguages={() => setLanguages((open) => !open)}
      />
      {editing ? editor(() => setEditing(false)) : null}
      {languages ? (
        <ContentLanguages
          entity={entity}
          id={id}
          canEdit={roleMay(me.role, 'contentTextSet')}
          refresh={[entity === 'notice' ? 'noticeList' : 'articleList']}
          testId={`${entity}-languages`}
        />
      ) : null}
    </Card>
  );
}

function RowActions({
  canEdit,
  onEdit,
  languages,
  onLanguages,
}: {
  canEdit: boolean;
  onEdit: () => void;
  languages: boolean;
  onLanguages: () => void;
}) {
  const t = useTranslations('console.content');
  return (
    <div className={styles.actions}>
      {canEdit ? (
        <Button variant="secondary" onClick={onEdit}>
          {t('edit')}
        </Button>
      ) : null}
      <Button variant="secondary" aria-expanded={languages} onClick={onLanguages}>
        {languages ? t('languagesClose') : t('languages')}
      </Button>
    </div>
  );
}
