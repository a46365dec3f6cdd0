'use client';
// A console decision asked once in a dialog: what the decision needs (children), an optional
// staff note (never shown to the buyer; at most 200 characters) and the refusal, if the server
// gave one, said under it. Approve, reject (with its reason code) and suspend use it.
import type { ReactNode } from 'react';
import { Dialog, type DialogProps } from '@/components/ui/dialog';
import { FieldFrame } from '@/components/ui/field';
import { useErrorText } from '@/components/ui/use-error-text';
import styles from './panels.module.css';

export const NOTE_MAX = 200;

export interface NoteDialogProps extends Omit<DialogProps, 'children'> {
  children?: ReactNode;
  /** The staff note's field; none for a decision without one. */
  note?: { label: string; hint?: string; value: string; onChange: (value: string) => void };
  error: unknown;
}

export function NoteDialog({ children, note, error, ...dialog }: NoteDialogProps) {
  const errorText = useErrorText();
  return (
    <Dialog {...dialog}>
      {children}
      {note ? (
        <FieldFrame label={note.label} hint={note.hint}>
          {({ id, describedBy }) => (
            <textarea
              id={id}
              aria-describedby={describedBy}
              className={styles.textarea}
              value={note.value}
              maxLength={NOTE_MAX}
              rows={2}
              onChange={(e) => note.onChange(e.target.value)}
            />
          )}
        </FieldFrame>
      ) : null}
      {error ? (
        <p className={styles.error} role="alert">
          {errorText(error)}
        </p>
      ) : null}
    </Dialog>
  );
}
