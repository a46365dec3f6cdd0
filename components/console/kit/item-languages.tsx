'use client';
// A content row's texts in every language, side by side (a column each on a wide screen, one
// under another on a phone), each marked Missing where its first text (an item's name, a
// notice's title) is empty, and Outdated where a translation was made from an older default text
// (issue 41 #6: saving that language marks it up to date). Buyers reading a missing language get the default language's text.
// Each language saves on its own (contentTextSet); clearing a translation's first text removes
// it. The default language's first text is the row's own and cannot be left empty. Items
// (catalogue) and notices and articles (content screen) use it; the fields are the answer's.
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { CallView } from '@/components/ui/call-view';
import { FieldFrame, TextField } from '@/components/ui/field';
import { SkeletonGroup, SkeletonText } from '@/components/ui/skeleton';
import { Tag } from '@/components/ui/tag';
import { toast } from '@/components/toast/toast-store';
import { useErrorText } from '@/components/ui/use-error-text';
import type { OperatorAnswer, OperatorCallName, OperatorInput } from '@/lib/api/operator/calls';
import { LOCALES, LOCALE_NAMES, type Locale } from '@/lib/i18n/config';
import { consoleCall } from '@/lib/console/transport';
import { refreshReads, useConsoleRead } from './use-console-read';
import styles from './panels.module.css';

type Texts = OperatorAnswer<'contentTexts'>;
type Entity = OperatorInput<'contentTexts'>['entity'];
type Field = Texts['fields'][number];

/** Each text's label (console namespace) and whether it is a long (HTML) text. */
const FIELD_LABELS: Record<Field, { label: string; long: boolean }> = {
  name: { label: 'catalogue.name', long: false },
  description: { label: 'catalogue.description', long: true },
  title: { label: 'content.title', long: false },
  body: { label: 'content.body', long: true },
  intro: { label: 'content.fields.intro', long: true },
  address: { label: 'content.fields.address', long: false },
  app_change_log: { label: 'content.config.app_change_log', long: true },
  branch: { label: 'content.money.branch', long: false },
  instructions: { label: 'content.money.instructions', long: true },
};

export function ItemLanguages({ id, canEdit }: { id: number; canEdit: boolean }) {
  return (
    <ContentLanguages entity="product" id={id} canEdit={canEdit} refresh={['productList']} testId="item-languages" />
  );
}

export function ContentLanguages({
  entity,
  id,
  canEdit,
  refresh,
  testId,
}: {
  entity: Entity;
  id: number;
  canEdit: boolean;
  /** The lists that show these texts, read again after a save. */
  refresh: readonly OperatorCallName[];
  testId: string;
}) {
  const t = useTranslations('console');
  const texts = useConsoleRead('contentTexts', { entity, id });
  return (
    <CallView
      call={texts}
      skeleton={
        <SkeletonGroup label={t('loading')}>
          <SkeletonText lines={4} />
        </SkeletonGroup>
      }
    >
      {(d) => (
        <div className={styles.languages} data-testid={testId}>
          {LOCALES.map((locale) => (
            <LanguageColumn key={locale} texts={d} locale={locale} canEdit={canEdit} refresh={refresh} />
          ))}
        </div>
      )}
    </CallView>
  );
}

function LanguageColumn({
  texts,
  locale,
  canEdit,
  refresh,
}: {
  texts: Texts;
  locale: Locale;
  canEdit: boolean;
  refresh: readonly OperatorCallName[];
}) {
  const t = useTranslations('console');
  const errorText = useErrorText();
  const own = texts.texts[locale] ?? {};
  const isDefault = locale === texts.defaultLocale;
  const first = texts.fields[0];
  const [values, setValues] = useState<Partial<Record<Field, string>>>(() =>
    Object.fromEntries(texts.fields.map((f) => [f, own[f] ?? ''])),
  );
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(undefined);
  const language = LOCALE_NAMES[locale];
  const outdated = texts.outdated?.[locale] ?? [];
  const firstEmpty = first !== undefined && (values[first] ?? '').trim() === '';
  const save = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const sent = Object.fromEntries(
        texts.fields.map((f) => [f, FIELD_LABELS[f].long ? (values[f] ?? '') : (values[f] ?? '').trim()]),
      );
      await consoleCall('contentTextSet', { entity: texts.entity, id: texts.id, locale, texts: sent });
      toast(t('catalogue.languageSaved', { language }));
      await refreshReads('contentTexts', 'contentStale', ...refresh, 'auditList');
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={styles.language} aria-label={language} data-testid={`language-${locale}`}>
      <div className={styles.languageHead}>
        <h3 lang={locale}>{language}</h3>
        {isDefault ? <Tag tone="accent">{t('catalogue.defaultLanguage')}</Tag> : null}
        {first !== undefined && !own[first] ? <Tag tone="warning">{t('catalogue.missing')}</Tag> : null}
        {outdated.length > 0 ? <Tag tone="warning">{t('catalogue.outdated')}</Tag> : null}
      </div>
      {outdated.length > 0 ? (
        <p className={styles.muted} data-testid={`outdated-${locale}`}>
          {t('catalogue.outdatedNote', {
            fields: outdated.map((f) => t(FIELD_LABELS[f].label as never)).join(', '),
          })}
        </p>
      ) : null}
      {texts.fields.map((field) => {
        const { label, long } = FIELD_LABELS[field];
        const value = values[field] ?? '';
        const onChange = (next: string) => setValues((v) => ({ ...v, [field]: next }));
        return long ? (
          <FieldFrame key={field} label={t(label as never)}>
            {({ id, describedBy }) => (
              <textarea
                id={id}
                aria-describedby={describedBy}
                className={styles.textarea}
                value={value}
                rows={3}
                lang={locale}
                disabled={!canEdit}
                onChange={(e) => onChange(e.target.value)}
              />
            )}
          </FieldFrame>
        ) : (
          <TextField
            key={field}
            label={t(label as never)}
            value={value}
            onChange={onChange}
            disabled={!canEdit}
            lang={locale}
          />
        );
      })}
      {canEdit ? (
        <Button variant="secondary" busy={busy} disabled={isDefault && firstEmpty} onClick={() => void save()}>
          {t('catalogue.saveLanguage', { language })}
        </Button>
      ) : null}
      {error ? (
        <p className={styles.error} role="alert">
          {errorText(error)}
        </p>
      ) : null}
    </section>
  );
}
