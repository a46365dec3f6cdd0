'use client';
// An SMS code field with its "Get code" button: after a code is sent the button counts down
// (60 s, or what the server said in resendAfter) before it can ask again. Asked too soon (429),
// it counts down the server's Retry-After instead, and says that a code already sent still works.
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { isApiError } from '@/lib/api/client/api-error';
import { Button } from './button';
import { TextField, type TextFieldProps } from './field';

export const CODE_COUNTDOWN_S = 60;

export type CodeFieldProps = Omit<TextFieldProps, 'trailing' | 'type'> & {
  /** Ask for a code; resolves with the seconds until the next one may be asked (or nothing: 60). */
  onSend: () => Promise<number | void>;
  /** False while the code cannot be asked yet (e.g. the phone number is not valid). */
  canSend?: boolean;
  /** What the code is for (the phone number): a new one ends the countdown, which was its own. */
  resetOn?: string;
};

export function CodeField({ onSend, canSend = true, resetOn, ...props }: CodeFieldProps) {
  const t = useTranslations('ui');
  // A deadline, not a decrementing counter: a phone that slept or a throttled background tab
  // still shows the true time left when it wakes.
  const [until, setUntil] = useState(0);
  const [left, setLeft] = useState(0);
  const [sending, setSending] = useState(false);
  // Refused as too soon: the countdown is the server's, and the code sent before still works.
  const [tooSoon, setTooSoon] = useState(false);
  const [countedFor, setCountedFor] = useState(resetOn);
  if (resetOn !== countedFor) {
    setCountedFor(resetOn);
    setUntil(0);
    setLeft(0);
    setTooSoon(false);
  }
  useEffect(() => {
    if (until === 0) return;
    const tick = () => {
      const seconds = Math.max(0, Math.ceil((until - Date.now()) / 1000));
      setLeft(seconds);
      if (seconds === 0) {
        setUntil(0);
        setTooSoon(false);
      }
    };
    tick();
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [until]);
  const send = async () => {
    setSending(true);
    setTooSoon(false);
    try {
      const wait = await onSend();
      setUntil(Date.now() + (typeof wait === 'number' && wait > 0 ? wait : CODE_COUNTDOWN_S) * 1000);
    } catch (failure) {
      if (isTooSoon(failure)) {
        setUntil(Date.now() + failure.retryAfter * 1000);
        setTooSoon(true);
      }
      // Any other failure was already shown (toast or field error); the button is ready again.
    } finally {
      setSending(false);
    }
  };
  return (
    <TextField
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      {...props}
      hint={tooSoon ? t('codeStillWorks') : props.hint}
      type="text"
      trailing={
        <Button variant="plain" disabled={!canSend || left > 0} busy={sending} onClick={() => void send()}>
          {left > 0 ? t('resendIn', { seconds: left }) : t('getCode')}
        </Button>
      }
    />
  );
}

/** A refusal for asking again too soon (429) that says how long to wait. */
export function isTooSoon(failure: unknown): failure is { retryAfter: number } {
  return isApiError(failure) && failure.status === 429 && (failure.retryAfter ?? 0) > 0;
}
