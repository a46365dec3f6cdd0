// The kit's button: primary (filled), danger (filled red: deletes, cannot be undone), secondary
// (grey) or plain (text); `block` for the full-width
// 48 px button at the bottom of forms. While `busy` it stays focusable but refuses a second tap.
import type { ButtonHTMLAttributes } from 'react';
import styles from './button.module.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'danger' | 'secondary' | 'plain';
  block?: boolean;
  busy?: boolean;
}

export function Button({
  variant = 'primary',
  block = false,
  busy = false,
  className,
  type = 'button',
  onClick,
  ...rest
}: ButtonProps) {
  const classes = [styles.button, styles[variant], block ? styles.block : '', className ?? ''].join(' ').trim();
  return (
    <button
      {...rest}
      type={type}
      className={classes}
      aria-busy={busy || undefined}
      onClick={(event) => {
        if (busy) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    />
  );
}
