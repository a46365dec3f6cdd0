// A tiny global toast queue: any screen (or the API layer, through a hook the shell wires)
// can show a short message; one <Toaster /> renders it. Spec section 9: 2000 ms by default.
import { useSyncExternalStore } from 'react';

export const TOAST_DEFAULT_MS = 2000;

export interface ToastItem {
  id: number;
  message: string;
  duration: number;
}

type Listener = () => void;
let current: ToastItem | null = null;
let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<Listener>();

function emit(): void {
  for (const l of listeners) l();
}

/** Shows `message` for `duration` ms (2000 by default), replacing any toast on screen. */
export function toast(message: string, options: { duration?: number } = {}): void {
  const duration = options.duration ?? TOAST_DEFAULT_MS;
  current = { id: nextId++, message, duration };
  clearTimeout(timer);
  timer = setTimeout(() => {
    current = null;
    emit();
  }, duration);
  emit();
}

export function dismissToast(): void {
  clearTimeout(timer);
  current = null;
  emit();
}

/** The toast on screen now, if any. */
export function peekToast(): ToastItem | null {
  return current;
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCurrentToast(): ToastItem | null {
  return useSyncExternalStore(subscribeToasts, peekToast, () => null);
}

/** The toast function, for components that prefer a hook. */
export function useToast(): typeof toast {
  return toast;
}
