// When to offer installing: Chromium's `beforeinstallprompt` (the browser says it can install),
// or iOS Safari, which has no such event and installs through Share → Add to Home Screen.
// Either hint, once dismissed, stays away for HINT_SNOOZE_MS.
import { readString, STORAGE_KEYS, writeString } from '@/lib/storage';

export const HINT_SNOOZE_MS = 14 * 24 * 60 * 60 * 1000;

/** Chromium's event (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export function isSnoozed(dismissedAt: string | null, now: number): boolean {
  const at = Number(dismissedAt);
  return dismissedAt !== null && Number.isFinite(at) && now - at < HINT_SNOOZE_MS && at <= now;
}

export function hintSnoozed(now = Date.now()): boolean {
  return isSnoozed(readString(STORAGE_KEYS.installHintDismissedAt), now);
}

export function snoozeHint(now = Date.now()): void {
  writeString(STORAGE_KEYS.installHintDismissedAt, String(now));
}

export interface DeviceFacts {
  userAgent: string;
  maxTouchPoints: number;
  /** Already running from the home screen (navigator.standalone or display-mode standalone). */
  standalone: boolean;
}

/** iOS or iPadOS Safari in a browser tab (iPadOS reports itself as a Mac with touch). */
export function isIosSafariTab({ userAgent, maxTouchPoints, standalone }: DeviceFacts): boolean {
  if (standalone) return false;
  const ios = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  const safari = /Safari\//.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS|GSA\//.test(userAgent);
  return ios && safari;
}
