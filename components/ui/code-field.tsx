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

/** A countdown: its deadline, and whether the server refused the send as too soon. */
interface Wait {
  until: number;
  tooSoon: boolean;
}

export function CodeField({ onSend, canSend = true, resetOn, ...props }: CodeFieldProps) {
  const t = useTranslations('ui');
  // A deadline, not a decrementing counter: a phone that slept or a throttled background tab
  // still shows the true time left when it wakes. The seconds left are derived from the deadline
  // and the clock at render, never stored: a tick of an interval React has not cleared yet (a new
  // phone number ends the countdown in the render, the interval goes in the effect's cleanup)
  // only moves the clock, and cannot bring back the countdown the new number ended.
  const [wait, setWait] = useState<Wait | null>(null);
  const [now, setNow] = useState(0);
  const [sending, setSending] = useState(false);
  const [countedFor, setCountedFor] = useState(resetOn);
  if (resetOn !== countedFor) {
    setCountedFor(resetOn);
    setWait(null);
  }
  const left = wait === null ? 0 : Math.max(0, Math.ceil((wait.until - now) / 1000));
  // Refused as too soon: the countdown is the server's, and the code sent before still works.
  const tooSoon = wait !== null && left > 0 && wait.tooSoon;
  useEffect(() => {
    if (wait === null) return;
    const tick = () => {
      const at = Date.now();
      setNow(at);
      // Only this countdown ends here, never one a later send started.
      if (at >= wait.until) setWait((current) => (current === wait ? null : current));
    };
    tick();
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [wait]);
  const start = (seconds: number, refused: boolean) => {
    const at = Date.now();
    setNow(at);
    setWait({ until: at + seconds * 1000, tooSoon: refused });
  };
  const send = async () => {
    setSending(true);
    setWait(null);
    try {
      const seconds = await onSend();
      start(typeof seconds === 'number' && seconds > 0 ? seconds : CODE_COUNTDOWN_S, false);
    } catch (failure) {
      if (isTooSoon(failure)) start(failure.retryAfter, true);
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
