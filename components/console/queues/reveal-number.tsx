'use client';
// A masked number (a withdrawal's account, an ID number) with "Show" beside it for the roles the
// contract lets reveal it (finance, admin). Showing is a call, not a toggle: the server answers
// the whole number and writes an audit row (who, which application, when), so each look is on
// record. The answer lives in this component's state only: never in the URL, storage or a cache
// read, and Hide (or leaving the screen) forgets it.
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { CardNumber } from '@/components/ui/card-number';
import { useErrorText } from '@/components/ui/use-error-text';
import { roleMay } from '@/lib/api/operator/facts';
import type { OperatorCallName } from '@/lib/api/operator/facts';
import { groupCardNumber } from '@/lib/format/card';
import { useMe } from '../kit/console-screen';
import panels from '../kit/panels.module.css';
import styles from './reveal-number.module.css';

export function RevealNumber({
  masked,
  call,
  what,
  reveal,
  testId,
}: {
  /** What everyone sees: the masked number (or a sentence when it is withheld). */
  masked: ReactNode;
  /** The reveal call, for its roles. */
  call: Extract<OperatorCallName, 'revealApplication' | 'revealIdentity'>;
  /** The button's accessible name says whose number it is ("Show the account of withdrawal #3"). */
  what: string;
  /** Asks the server; answers the whole number, or null when it is not known. */
  reveal: () => Promise<string | null>;
  testId: string;
}) {
  const t = useTranslations('console.reveal');
  const me = useMe();
  const errorText = useErrorText();
  const [shown, setShown] = useState<{ value: string | null } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(undefined);
  if (!roleMay(me.role, call)) return <>{masked}</>;

  const show = async () => {
    setBusy(true);
    setError(undefined);
    try {
      setShown({ value: await reveal() });
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <span className={styles.row}>
        {shown === null ? (
          masked
        ) : shown.value === null ? (
          <span data-testid={`${testId}-unknown`}>{t('unknown')}</span>
        ) : (
          <CardNumber className={styles.whole} value={groupCardNumber(shown.value)} data-testid={`${testId}-whole`} />
        )}
        {shown === null ? (
          <Button
            variant="secondary"
            className={styles.button}
            busy={busy}
            aria-label={t('showLabel', { what })}
            onClick={() => void show()}
          >
            {t('show')}
          </Button>
        ) : (
          <Button
            variant="secondary"
            className={styles.button}
            aria-label={t('hideLabel', { what })}
            onClick={() => setShown(null)}
          >
            {t('hide')}
          </Button>
        )}
      </span>
      {error ? (
        <p className={panels.error} role="alert">
          {errorText(error)}
        </p>
      ) : null}
    </>
  );
}
