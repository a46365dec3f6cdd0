'use client';
import { useCurrentToast } from './toast-store';

/** The one polite live region toasts are announced through; it stays mounted so they are read. */
export function Toaster() {
  const item = useCurrentToast();
  return (
    <div className="toast-region" aria-live="polite" aria-atomic="true">
      {item ? (
        <div key={item.id} className="toast" data-testid="toast">
          {item.message}
        </div>
      ) : null}
    </div>
  );
}
