'use client';
// The install hints and the update prompt (loaded only when one of them has something to say).
import { useTranslations } from 'next-intl';
import { useId, useState, type ReactNode } from 'react';
import styles from './pwa.module.css';

function Card({
  title,
  body,
  children,
  testId,
}: {
  title: string;
  body: ReactNode;
  children: ReactNode;
  testId: string;
}) {
  const id = useId();
  return (
    <section className={styles.card} aria-labelledby={id} data-testid={testId}>
      <h2 id={id} className={styles.cardTitle}>
        {title}
      </h2>
      <p className={styles.cardBody}>{body}</p>
      <div className={styles.actions}>{children}</div>
    </section>
  );
}

/** iOS's share glyph, so the instruction points at the button the user has to find. */
function ShareGlyph() {
  return (
    <svg className={styles.share} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 3v12M8 7l4-4 4 4M6 11H5v10h14V11h-1"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export interface PwaPromptsProps {
  /** Accepts the waiting version (null: no update waiting or declined). */
  update: (() => void) | null;
  onDeclineUpdate: () => void;
  /** Chromium can install: show the hint with an Install button. */
  install: (() => void) | null;
  /** iOS Safari: explain Share → Add to Home Screen. */
  ios: boolean;
  onDismissHint: () => void;
}

export default function PwaPrompts({ update, onDeclineUpdate, install, ios, onDismissHint }: PwaPromptsProps) {
  const t = useTranslations('pwa');
  const [updating, setUpdating] = useState(false);
  return (
    <div className={styles.region}>
      {update ? (
        <Card title={t('updateTitle')} body={t('updateBody')} testId="update-prompt">
          <button type="button" className={styles.secondary} onClick={onDeclineUpdate} disabled={updating}>
            {t('dismiss')}
          </button>
          <button
            type="button"
            className={styles.primary}
            disabled={updating}
            onClick={() => {
              setUpdating(true);
              update();
            }}
          >
            {updating ? t('updating') : t('updateAction')}
          </button>
        </Card>
      ) : install ? (
        <Card title={t('installTitle')} body={t('installBody')} testId="install-hint">
          <button type="button" className={styles.secondary} onClick={onDismissHint}>
            {t('dismiss')}
          </button>
          <button type="button" className={styles.primary} onClick={install}>
            {t('installAction')}
          </button>
        </Card>
      ) : ios ? (
        <Card title={t('iosTitle')} body={t.rich('iosBody', { share: () => <ShareGlyph /> })} testId="ios-install-hint">
          <button type="button" className={styles.secondary} onClick={onDismissHint}>
            {t('close')}
          </button>
        </Card>
      ) : null}
    </div>
  );
}
