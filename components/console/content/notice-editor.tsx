'use client';
// Add a notice, or edit one: title, pinned, and the body with its live preview (body-editor.tsx).
// The answer holds the body as the server stored it; when its sanitiser took something out
// (a script, an event handler), the operator is told so under the form.
import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { TextField } from '@/components/ui/field';
import { Form } from '@/components/ui/form';
import { toast } from '@/components/toast/toast-store';
import { useFieldErrorText } from '@/components/ui/use-error-text';
import type { OperatorAnswer } from '@/lib/api/operator/calls';
import { BodyEditor, sanitizerChanged } from './body-editor';
import { refreshReads } from '../kit/use-console-read';
import { useConsoleSubmit } from '../kit/use-console-submit';
import styles from '../kit/panels.module.css';

type Notice = OperatorAnswer<'noticeList'>['items'][number];
const FIELDS = ['title', 'body', 'pinned'] as const;

export function NoticeEditor({ notice, onDone }: { notice?: Notice; onDone?: () => void }) {
  const t = useTranslations('console.content');
  const fieldText = useFieldErrorText();
  const [title, setTitle] = useState(notice?.title ?? '');
  const [body, setBody] = useState(notice?.body ?? '');
  const [pinned, setPinned] = useState(notice?.pinned ?? false);
  const [changed, setChanged] = useState(false);
  const done = useCallback(
    async (sent: string, saved: OperatorAnswer<'noticeAdd'>) => {
      const differs = sanitizerChanged(sent, saved.body);
      setChanged(differs);
      toast(notice ? t('noticeSaved') : t('noticeAdded'));
      if (notice) setBody(saved.body);
      else {
        setTitle('');
        setBody('');
        setPinned(false);
      }
      // An edited text can make its translations outdated (the tags and "Needs translation").
      await refreshReads('noticeList', 'contentTexts', 'contentStale', 'auditList');
      if (!differs) onDone?.();
    },
    [notice, onDone, t],
  );
  const add = useConsoleSubmit('noticeAdd', (a) => done(body, a), FIELDS);
  const edit = useConsoleSubmit('noticeEdit', (a) => done(body, a), FIELDS);
  const form = notice ? edit : add;
  return (
    <div className={styles.wideForm}>
      <Form
        label={notice ? t('noticeEditTitle', { title: notice.title }) : t('noticeAdd')}
        onSubmit={(e) => {
          e.preventDefault();
          setChanged(false);
          const input = { title: title.trim(), body, pinned };
          if (notice) void edit.submit({ id: notice.id, ...input });
          else void add.submit(input);
        }}
        error={form.error}
        busy={form.busy}
        submitLabel={notice ? t('save') : t('noticeAddSubmit')}
        footer={
          onDone ? (
            <Button variant="secondary" block onClick={onDone}>
              {t('close')}
            </Button>
          ) : null
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
        <CheckboxField checked={pinned} onChange={setPinned}>
          {t('pinned')}
        </CheckboxField>
        <BodyEditor
          value={body}
          onChange={(v) => {
            form.clear('body');
            setChanged(false);
            setBody(v);
          }}
          error={fieldText(form.fields.body)}
        />
      </Form>
      {changed ? (
        <p className={styles.notice} role="status" data-testid="sanitised-note">
          {t('sanitised')}
        </p>
      ) : null}
    </div>
  );
}
