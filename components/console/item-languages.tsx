'use client';
// An item's name and description in every language, side by side (a column each on a wide
// screen, one under another on a phone), each marked Missing where it has no name yet. Buyers
// reading a missing language get the default language's text. Each language saves on its own
// (contentTextSet); clearing a translation's name removes it. The default language's name is
// the item's own and cannot be left empty.
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { CallView } from '@/components/ui/call-view';
import { FieldFrame, TextField } from '@/components/ui/field';
import { SkeletonGroup, SkeletonText } from '@/components/ui/skeleton';
import { Tag } from '@/components/ui/tag';
import { toast } from '@/components/toast/toast-store';
import { useErrorText } from '@/components/ui/use-error-text';
import type { OperatorAnswer } from '@/lib/api/operator/calls';
import { LOCALES, LOCALE_NAMES, type Locale } from '@/lib/i18n/config';
import { consoleCall } from '@/lib/console/transport';
import { refreshReads, useConsoleRead } from './use-console-read';
import styles from './panels.module.css';

type Texts = OperatorAnswer<'contentTexts'>;

export function ItemLanguages({ id, canEdit }: { id: number; canEdit: boolean }) {
  const t = useTranslations('console');
  const texts = useConsoleRead('contentTexts', { entity: 'product', id });
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
        <div className={styles.languages} data-testid="item-languages">
          {LOCALES.map((locale) => (
            <LanguageColumn key={locale} texts={d} locale={locale} canEdit={canEdit} />
          ))}
        </div>
      )}
    </CallView>
  );
}

function LanguageColumn({ texts, locale, canEdit }: { texts: Texts; locale: Locale; canEdit: boolean }) {
  const t = useTranslations('console.catalogue');
  const errorText = useErrorText();
  const own = texts.texts[locale] ?? {};
  const isDefault = locale === texts.defaultLocale;
  const [name, setName] = useState(own.name ?? '');
  const [description, setDescription] = useState(own.description ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(undefined);
  const language = LOCALE_NAMES[locale];
  const save = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await consoleCall('contentTextSet', {
        entity: 'product',
        id: texts.id,
        locale,
        texts: { name: name.trim(), description },
      });
      toast(t('languageSaved', { language }));
      await refreshReads('contentTexts', 'productList', 'auditList');
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
        {isDefault ? <Tag tone="accent">{t('defaultLanguage')}</Tag> : null}
        {!own.name ? <Tag tone="warning">{t('missing')}</Tag> : null}
      </div>
      <TextField label={t('name')} value={name} onChange={setName} disabled={!canEdit} lang={locale} />
      <FieldFrame label={t('description')}>
        {({ id, describedBy }) => (
          <textarea
            id={id}
            aria-describedby={describedBy}
            className={styles.textarea}
            value={description}
            rows={3}
            lang={locale}
            disabled={!canEdit}
            onChange={(e) => setDescription(e.target.value)}
          />
        )}
      </FieldFrame>
      {canEdit ? (
        <Button variant="secondary" busy={busy} disabled={isDefault && name.trim() === ''} onClick={() => void save()}>
          {t('saveLanguage', { language })}
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
