'use client';
// Edit an article (about, help, the agreements…) in the default language: title and body with
// its preview. An agreement's article publishes a new version of the agreement only when asked
// (buyers must accept some of them again), otherwise it is saved as a draft.
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { TextField } from '@/components/ui/field';
import { Form } from '@/components/ui/form';
import { toast } from '@/components/toast/toast-store';
import { useFieldErrorText } from '@/components/ui/use-error-text';
import type { OperatorAnswer } from '@/lib/api/operator/calls';
import { DEFAULT_AGREEMENT_IDS } from '@/lib/content/agreements';
import { BodyEditor, sanitizerChanged } from './body-editor';
import { refreshReads } from '../kit/use-console-read';
import { useConsoleSubmit } from '../kit/use-console-submit';
import styles from '../kit/panels.module.css';

type Article = OperatorAnswer<'articleList'>[number];
const FIELDS = ['title', 'body'] as const;

export const isAgreementArticle = (id: number) => Object.values(DEFAULT_AGREEMENT_IDS).includes(id);

export function ArticleEditor({ article, onDone }: { article: Article; onDone: () => void }) {
  const t = useTranslations('console.content');
  const fieldText = useFieldErrorText();
  const [title, setTitle] = useState(article.title);
  const [body, setBody] = useState(article.body);
  const [publish, setPublish] = useState(false);
  const [changed, setChanged] = useState(false);
  const agreement = isAgreementArticle(article.id);
  const form = useConsoleSubmit(
    'articleSet',
    async (saved) => {
      const differs = sanitizerChanged(body, saved.body);
      setChanged(differs);
      setBody(saved.body);
      toast(saved.version ? t('articlePublished', { version: saved.version }) : t('articleSaved'));
      await refreshReads('articleList', 'contentTexts', 'contentStale', 'auditList');
      if (!differs) onDone();
    },
    FIELDS,
  );
  return (
    <div className={styles.wideForm}>
      <Form
        label={t('articleEditTitle', { title: article.title })}
        onSubmit={(e) => {
          e.preventDefault();
          setChanged(false);
          void form.submit({ id: article.id, title: title.trim(), body, draft: agreement ? !publish : false });
        }}
        error={form.error}
        busy={form.busy}
        submitLabel={t('save')}
        footer={
          <Button variant="secondary" block onClick={onDone}>
            {t('close')}
          </Button>
        }
      >
        <TextField
          label={t('title')}
          value={title}
          onChange={(v) => {
            form.clear('title');
            setTitle(v);
          }}
          error={fieldText(form.fields.title)}
        />
        <BodyEditor
          value={body}
          onChange={(v) => {
            form.clear('body');
            setChanged(false);
            setBody(v);
          }}
          error={fieldText(form.fields.body)}
        />
        {agreement ? (
          <CheckboxField checked={publish} onChange={setPublish} hint={t('publishHint')}>
            {t('publish')}
          </CheckboxField>
        ) : null}
      </Form>
      {changed ? (
        <p className={styles.notice} role="status" data-testid="sanitised-note">
          {t('sanitised')}
        </p>
      ) : null}
    </div>
  );
}
