'use client';
// The screen states every screen shows the same way: empty (one sentence and the next action)
// and error (the translated reason and Retry). Never a blank screen.
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { CLIENT_CODES } from '@/lib/api/codes';
import { isApiError } from '@/lib/api/client/api-error';
import { useOnline } from '@/lib/pwa/use-online';
import { Button } from './button';
import { useFirstOfflineError } from './offline-errors';
import { useErrorText } from './use-error-text';
import styles from './states.module.css';

export interface EmptyStateProps {
  title: string;
  body?: ReactNode;
  /** The next thing to do, e.g. a button or link. */
  action?: ReactNode;
}

export function EmptyState({ title, body, action }: EmptyStateProps) {
  return (
    <section className={styles.state} data-testid="empty-state">
      <span className={styles.icon} aria-hidden="true">
        ∅
      </span>
      <h2 className={styles.title}>{title}</h2>
      {body ? <p className={styles.body}>{body}</p> : null}
      {action}
    </section>
  );
}

export interface ErrorStateProps {
  error: unknown;
  onRetry?: () => void;
  /** Compact: a line under a list that failed to load more, not a whole-screen panel. */
  inline?: boolean;
}

export function ErrorState({ error, onRetry, inline = false }: ErrorStateProps) {
  const t = useTranslations('ui');
  const text = useErrorText();
  const online = useOnline();
  // Offline, reads with nothing stored all fail alike: the screen says so once (the first).
  const offlineError = !online && isApiError(error) && error.code === CLIENT_CODES.network;
  const shown = useFirstOfflineError(offlineError);
  if (!shown) return null;
  return (
    <section
      className={inline ? `${styles.state} ${styles.inline}` : styles.state}
      role="alert"
      data-testid="error-state"
    >
      {inline ? null : (
        <span className={`${styles.icon} ${styles.iconError}`} aria-hidden="true">
          !
        </span>
      )}
      {inline ? null : <h2 className={styles.title}>{t('errorTitle')}</h2>}
      <p className={styles.body}>{text(error)}</p>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          {t('retry')}
        </Button>
      ) : null}
    </section>
  );
}
