'use client';
// A form of the kit: one column, no browser validation bubbles (the schema's translated rules
// show under each field instead), the form-level failure above the primary action, and the
// primary action full width at the bottom. Offline, the primary action is disabled with the
// reason beside it (a form talks to the server; nothing is queued for later), and so is it for a
// suspended account on a form the server refuses then (`suspended`).
import { useId, type FormEvent, type ReactNode } from 'react';
import { Button } from './button';
import { OfflineNote, useOffline } from './needs-network';
import { SuspendedNote } from './suspended-note';
import { isFieldError, useErrorText, useFieldErrorText } from './use-error-text';
import styles from './form.module.css';

export interface FormProps {
  onSubmit: (event: FormEvent) => unknown;
  /** From useApiForm: shown translated above the submit button. */
  error?: unknown;
  submitLabel: string;
  busy?: boolean;
  /** Secondary actions under the submit button (Cancel, links). */
  footer?: ReactNode;
  children: ReactNode;
  label?: string;
  /** False for a form that works without the server (none yet). */
  needsNetwork?: boolean;
  /**
   * The account is suspended (useSuspended): the server would refuse this form with 403
   * account_frozen, so the submit button is disabled with the reason beside it (issue 37 #2).
   */
  suspended?: boolean;
}

export function Form({
  onSubmit,
  error,
  submitLabel,
  busy = false,
  footer,
  children,
  label,
  needsNetwork = true,
  suspended = false,
}: FormProps) {
  const offline = useOffline() && needsNetwork;
  const noteId = useId();
  const errorText = useErrorText();
  const fieldText = useFieldErrorText();
  const message =
    error === undefined || error === null ? undefined : isFieldError(error) ? fieldText(error) : errorText(error);
  return (
    <form className={styles.form} noValidate aria-label={label} onSubmit={(event) => void onSubmit(event)}>
      {children}
      {message ? (
        <p className={styles.error} role="alert" data-testid="form-error">
          {message}
        </p>
      ) : null}
      <OfflineNote offline={offline} />
      <SuspendedNote suspended={suspended} id={suspended ? noteId : undefined} />
      <Button
        type="submit"
        block
        busy={busy}
        disabled={offline || suspended}
        aria-describedby={suspended ? noteId : undefined}
      >
        {submitLabel}
      </Button>
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </form>
  );
}
