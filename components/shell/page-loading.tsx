'use client';
// Spec section 2: the spinner appears only after 200 ms (fast loads show nothing, so nothing
// flashes and screen readers hear nothing), and after 60 s the wait becomes a timeout
// message; tapping the screen reloads.
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';

export const SPINNER_DELAY_MS = 200;
export const LOAD_TIMEOUT_MS = 60_000;

export function Spinner({ label }: { label: string }) {
  return (
    <div className="spinner" role="status" data-testid="spinner">
      <span className="spinner__ring" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}

export interface PageLoadingProps {
  delayMs?: number;
  timeoutMs?: number;
  /** What a tap on the timeout screen does; reloading the page by default. */
  onRetry?: () => void;
}

export function PageLoading({ delayMs = SPINNER_DELAY_MS, timeoutMs = LOAD_TIMEOUT_MS, onRetry }: PageLoadingProps) {
  const t = useTranslations();
  const [phase, setPhase] = useState<'wait' | 'spinner' | 'timeout'>('wait');
  useEffect(() => {
    const show = setTimeout(() => setPhase('spinner'), delayMs);
    const expire = setTimeout(() => setPhase('timeout'), timeoutMs);
    return () => {
      clearTimeout(show);
      clearTimeout(expire);
    };
  }, [delayMs, timeoutMs]);
  if (phase === 'wait') return null;
  if (phase === 'spinner') return <Spinner label={t('loading.label')} />;
  return <RetryScreen message={t('errors.connectionTimeout')} onRetry={onRetry} />;
}

/** A whole-screen button: the spec's "click the screen to try again". */
export function RetryScreen({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div role="alert" className="retry-screen__wrap">
      <button type="button" className="retry-screen" onClick={onRetry ?? (() => window.location.reload())}>
        {message}
      </button>
    </div>
  );
}
