'use client';
// Modal layers on the native <dialog>: showModal() makes the rest of the page inert, and we add
// what it lacks: Tab cycles inside, Escape and a backdrop tap call onClose (the owner decides),
// and focus returns to where it was. `Sheet` slides up from the bottom; `Dialog` is a centred
// confirm/cancel box.
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from './button';
import styles from './dialog.module.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface LayerProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children?: ReactNode;
}

function Layer({ open, onClose, title, children, variant }: LayerProps & { variant: 'sheet' | 'dialog' }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    dialog.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    return () => {
      if (dialog.open) {
        if (typeof dialog.close === 'function') dialog.close();
        else dialog.removeAttribute('open');
      }
      opener?.focus();
    };
  }, [open]);

  if (!open) return null;
  return (
    // The handlers are the focus trap, Escape and the backdrop tap of a modal: a keyboard path
    // (Escape, the buttons inside) exists for each of them.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      className={variant === 'sheet' ? `${styles.layer} ${styles.sheet}` : `${styles.layer} ${styles.dialog}`}
      aria-labelledby={titleId}
      aria-modal="true"
      onCancel={(event) => {
        // The browser's own Escape handling: let the owner close it, so state stays in charge.
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
          return;
        }
        if (event.key !== 'Tab') return;
        const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
        const first = items[0];
        const last = items[items.length - 1];
        if (!first || !last) return;
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
      }}
      onClick={(event) => {
        // A click on the dialog element itself is a click on the backdrop. The second tap of a
        // double tap (click count 2 or more) is not: it belongs to the tap that opened the layer,
        // and used to close it again at once (a double-tapped Buy now).
        if (event.target === event.currentTarget && event.detail < 2) onClose();
      }}
    >
      <div className={styles.inner}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {children}
      </div>
    </dialog>
  );
}

export function Sheet(props: LayerProps) {
  return <Layer {...props} variant="sheet" />;
}

export interface DialogProps extends LayerProps {
  onConfirm: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  busy?: boolean;
  /** The confirm button cannot be used (e.g. the balance is too low); the body says why. */
  confirmDisabled?: boolean;
  /** `danger`: confirming destroys something (Delete); the confirm button is the danger red. */
  tone?: 'default' | 'danger';
}

export function Dialog({
  onConfirm,
  confirmLabel,
  cancelLabel,
  busy,
  confirmDisabled,
  tone = 'default',
  children,
  ...props
}: DialogProps) {
  const t = useTranslations('ui');
  return (
    <Layer {...props} variant="dialog">
      {children ? <div className={styles.body}>{children}</div> : null}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={props.onClose}>
          {cancelLabel ?? t('cancel')}
        </Button>
        <Button
          variant={tone === 'danger' ? 'danger' : 'primary'}
          onClick={onConfirm}
          busy={busy}
          disabled={confirmDisabled}
        >
          {confirmLabel ?? t('confirm')}
        </Button>
      </div>
    </Layer>
  );
}
