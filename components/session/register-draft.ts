'use client';
// What the register form keeps while its user reads an agreement: the agreements are screens of
// their own, so opening one unmounts the form, and Back would bring it back empty. Kept per
// browser tab (sessionStorage, like the goods list's place), so a reload keeps it too and closing
// the tab forgets it. Only the phone, the invitation code and the tick: a password or an SMS code
// is never written anywhere. Cleared once registering succeeds.
import { useEffect } from 'react';

const KEY = 'gavel:register-draft';

export interface RegisterDraft {
  phone: string;
  invitationCode: string;
  agreed: boolean;
}

function tabStorage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

/** The draft this tab kept, or null (none, unreadable, or not the shape written here). */
export function readRegisterDraft(): RegisterDraft | null {
  try {
    const raw = tabStorage()?.getItem(KEY);
    if (raw == null) return null;
    const value = JSON.parse(raw) as Partial<RegisterDraft> | null;
    if (
      typeof value?.phone !== 'string' ||
      typeof value.invitationCode !== 'string' ||
      typeof value.agreed !== 'boolean'
    )
      return null;
    return { phone: value.phone, invitationCode: value.invitationCode, agreed: value.agreed };
  } catch {
    return null;
  }
}

export function saveRegisterDraft(draft: RegisterDraft): void {
  try {
    // An untouched form leaves nothing behind.
    if (draft.phone === '' && draft.invitationCode === '' && !draft.agreed) tabStorage()?.removeItem(KEY);
    else tabStorage()?.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Storage full or unavailable: the form simply comes back empty.
  }
}

export function clearRegisterDraft(): void {
  try {
    tabStorage()?.removeItem(KEY);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}

/** Keeps the draft up to date as the user types (each change, so leaving by any route keeps it). */
export function useSaveRegisterDraft({ phone, invitationCode, agreed }: RegisterDraft, enabled: boolean): void {
  useEffect(() => {
    if (enabled) saveRegisterDraft({ phone, invitationCode, agreed });
  }, [phone, invitationCode, agreed, enabled]);
}
