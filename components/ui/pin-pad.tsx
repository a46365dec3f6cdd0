'use client';
// The PIN pad: a bottom sheet asking for a short numeric secret (the pay password) with its own
// digit keys, so the phone's keyboard never covers the page and no text field can autofill or
// keep it. Dots show how many digits are in; the keys are real buttons (44 px and more) in a
// labelled group, and the physical keyboard works too (digits, Backspace). When the last digit is
// in, `onComplete` gets them all; the pad keeps them (dots full) while `busy`, and clears them
// when the check ends without closing it (a wrong password: `error` says so under the dots).
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Sheet } from './dialog';
import styles from './pin-pad.module.css';

export interface PinPadProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** What the digits confirm (e.g. "Paying CN¥12.00"), under the title. */
  description?: ReactNode;
  /** How many digits (PAY_PASSWORD_LENGTH for the pay password). */
  length: number;
  onComplete: (pin: string) => void;
  /** The digits are being checked: keys ignore taps (they stay focusable). */
  busy?: boolean;
  /** Shown while busy (e.g. "Checking…"). */
  busyLabel?: string;
  /** The translated refusal, under the dots. */
  error?: string | null;
  /** Under the keys (e.g. a "Forgot it?" link). */
  footer?: ReactNode;
}

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;

export function PinPad({ open, onClose, title, ...rest }: PinPadProps) {
  return (
    <Sheet open={open} onClose={onClose} title={title}>
      {/* Mounted with the sheet: every opening starts with no digits. */}
      {open ? <PinKeys title={title} {...rest} /> : null}
    </Sheet>
  );
}

function PinKeys({
  title,
  description,
  length,
  onComplete,
  busy = false,
  busyLabel,
  error,
  footer,
}: Omit<PinPadProps, 'open' | 'onClose'>) {
  const t = useTranslations('ui');
  const [pin, setPin] = useState('');
  const statusId = useId();
  const errorId = useId();
  // A check that ended with the pad still open was refused: start again from no digits.
  const wasBusy = useRef(busy);
  useEffect(() => {
    if (wasBusy.current && !busy) setPin('');
    wasBusy.current = busy;
  }, [busy]);

  const add = (digit: string) => {
    if (busy || pin.length >= length) return;
    const next = pin + digit;
    setPin(next);
    if (next.length === length) onComplete(next);
  };
  const remove = () => {
    if (!busy) setPin((p) => p.slice(0, -1));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (/^[0-9]$/.test(event.key)) {
      event.preventDefault();
      add(event.key);
    } else if (event.key === 'Backspace' || event.key === 'Delete') {
      event.preventDefault();
      remove();
    }
  };

  return (
    // Digits and Backspace typed anywhere in the pad (the focus is on one of its keys).
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className={styles.pad} onKeyDown={onKeyDown}>
      {description ? <p className={styles.description}>{description}</p> : null}
      <div
        role="group"
        aria-label={title}
        aria-describedby={error ? `${statusId} ${errorId}` : statusId}
        className={styles.group}
      >
        <div className={styles.dots} aria-hidden="true" data-testid="pin-dots">
          {Array.from({ length }, (_, i) => (
            <span key={i} className={i < pin.length ? `${styles.dot} ${styles.filled}` : styles.dot} />
          ))}
        </div>
        <p id={statusId} className="visually-hidden" aria-live="polite">
          {t('pinEntered', { count: pin.length, total: length })}
        </p>
        <p
          id={errorId}
          className={error ? styles.error : styles.note}
          role={error ? 'alert' : undefined}
          data-testid="pin-error"
        >
          {error ?? (busy ? busyLabel : null)}
        </p>
        <div className={styles.keys}>
          {KEYS.map((k) => (
            <button
              key={k}
              type="button"
              className={styles.key}
              aria-disabled={busy || undefined}
              onClick={() => add(k)}
            >
              {k}
            </button>
          ))}
          <span aria-hidden="true" />
          <button type="button" className={styles.key} aria-disabled={busy || undefined} onClick={() => add('0')}>
            0
          </button>
          <button
            type="button"
            className={`${styles.key} ${styles.delete}`}
            aria-label={t('pinDelete')}
            aria-disabled={busy || pin.length === 0 || undefined}
            onClick={remove}
          >
            <span aria-hidden="true">⌫</span>
          </button>
        </div>
      </div>
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </div>
  );
}
