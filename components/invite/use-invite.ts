'use client';
// The signed-in user's invitation code and share link, and the copy / save actions of the
// invite screens.
import { useTranslations } from 'next-intl';
import { useCallback, useSyncExternalStore } from 'react';
import { inviteLink } from '@/lib/entry/invite-link';
import { toast } from '@/components/toast/toast-store';
import { copyText, saveCanvas } from './invite-qr';

const noSubscribe = () => () => undefined;

/** This app's origin on the device ('' while prerendering). */
export function useOrigin(): string {
  return useSyncExternalStore(
    noSubscribe,
    () => window.location.origin,
    () => '',
  );
}

export function useInviteLink(code: string | undefined): string | undefined {
  const origin = useOrigin();
  return code && origin ? inviteLink(origin, code) : undefined;
}

export function useInviteActions(code: string) {
  const errors = useTranslations('errors');
  const t = useTranslations('invite');
  const copy = useCallback(
    async (text: string) => toast((await copyText(text)) ? errors('copied') : errors('copyFailed')),
    [errors],
  );
  const save = useCallback(
    (canvas: HTMLCanvasElement | null) => {
      if (!canvas) {
        toast(t('qrFailed'));
        return;
      }
      saveCanvas(canvas, `gavel-invite-${code}.png`);
      toast(t('imageSaved'));
    },
    [code, t],
  );
  return { copy, save };
}
