'use client';
// A notice's or an article's body: HTML typed in a textarea, and beside it (under it on a phone)
// a live preview through DOMPurify with the buyers' allowlist (./html-preview.tsx), so the
// operator sees what buyers will see and a script or an event handler in the text never runs.
// `sanitizerChanged` tells whether the server's sanitiser (sanitize-html) stored something else
// than what was sent: both are parsed and serialised by the browser first, so a mere spelling
// difference (`<br>` / `<br />`, attribute quotes) is not a change.
import { useTranslations } from 'next-intl';
import { FieldFrame } from '@/components/ui/field';
import { HtmlPreview } from './html-preview';
import styles from '../kit/panels.module.css';

/**
 * The browser's own spelling of `html`. Parsed by DOMParser: a document without a browsing context,
 * so nothing in it loads or runs (a `<template>` in the page's document made Chrome report the
 * CSP refusing the body's inline handler).
 */
export function normaliseHtml(html: string): string {
  return new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body.innerHTML.trim();
}

/** Whether the stored body differs from what was sent (beyond how the HTML is spelled). */
export function sanitizerChanged(sent: string, stored: string): boolean {
  return normaliseHtml(sent) !== normaliseHtml(stored);
}

export function BodyEditor({
  value,
  onChange,
  error,
  disabled,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  disabled?: boolean;
}) {
  const t = useTranslations('console.content');
  return (
    <div className={styles.bodyEditor}>
      <FieldFrame label={t('body')} hint={t('bodyHint')} error={error}>
        {({ id, describedBy }) => (
          <textarea
            id={id}
            aria-describedby={describedBy}
            className={styles.textarea}
            value={value}
            rows={8}
            disabled={disabled}
            spellCheck={false}
            onChange={(e) => onChange(e.target.value)}
          />
        )}
      </FieldFrame>
      <section className={styles.preview} aria-label={t('preview')} data-testid="body-preview">
        <h3 className={styles.previewTitle}>{t('preview')}</h3>
        {value.trim() ? <HtmlPreview html={value} /> : <p className={styles.muted}>{t('previewEmpty')}</p>}
      </section>
    </div>
  );
}
