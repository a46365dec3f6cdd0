'use client';
// One notice or article on the Content screen: its facts, Edit (its editor below, for roles that
// may) and its texts in every language side by side.
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { roleMay } from '@/lib/api/operator/facts';
import { useMe } from '../kit/console-screen';
import { ContentLanguages } from '../kit/item-languages';
import { OutdatedTag } from './outdated-tag';
import styles from '../kit/panels.module.css';

/** One notice or article: its facts, Edit (its editor below) and its languages side by side. */
export function ContentRow({
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
    <Card
      title={title}
      actions={
        <>
          {tag}
          <OutdatedTag entity={entity} id={id} />
        </>
      }
    >
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
