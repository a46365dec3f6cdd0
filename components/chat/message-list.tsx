'use client';
// One group's messages, oldest at the top and newest at the bottom, in their own scroll area.
// - Opens at the bottom and stays there while new messages arrive, unless the user scrolled up:
//   then a "New messages" pill appears and nothing moves under their finger.
// - Scrolling near the top (or the "Show earlier messages" button) loads older messages; the
//   message that was on screen stays where it was when they are prepended (our own scroll
//   anchoring: the first visible message and its offset are remembered on every scroll).
// - The user's own messages show at once: "Sending…", then as sent, or "Not sent" with the
//   translated reason, Retry and Remove.
// - Text is rendered as text nodes (never HTML); only http(s) URLs become links.
import { useLocale, useTranslations } from 'next-intl';
import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { ChatMessage } from '@/lib/api/schemas/chat';
import type { OutgoingMessage, SendFailure } from '@/lib/realtime';
import { prefersReducedMotion } from '@/lib/motion';
import { Button } from '@/components/ui/button';
import { Image } from '@/components/ui/image';
import { afterLoad } from '@/lib/after-load';
// The viewer's styles load with the list, not with its lazy chunk: a lazily loaded component's
// CSS can arrive after it renders (docs/architecture.md, lazy parts).
import '@/components/ui/image-viewer.module.css';
import { linkify } from './linkify';
import { clockTime, dayLabel, isSameDay } from './time';
import styles from './chat.module.css';

// The full-screen photo opens only after a tap: its code is not in the chat's first load (issue
// 39); it is fetched in idle time once the page has loaded, so the first tap finds it ready.
const loadImageViewer = () => import('@/components/ui/image-viewer').then((m) => ({ default: m.ImageViewer }));
const ImageViewer = lazy(loadImageViewer);

/** Within this distance of the end the list counts as "at the bottom". */
export const BOTTOM_SLACK_PX = 48;
/** Older messages are asked for when the user scrolls this close to the top. */
export const TOP_LOAD_PX = 160;

export interface MessageListProps {
  messages: readonly ChatMessage[];
  outgoing: readonly OutgoingMessage[];
  /** The logged-in user's id (their messages are on the right), null while unknown. */
  me: number | null;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onRetry: (clientId: string) => void;
  onDiscard: (clientId: string) => void;
  /** Shown instead of the list when there is nothing at all. */
  empty?: ReactNode;
}

interface Anchor {
  key: string;
  offset: number;
}

export function MessageText({ text }: { text: string }) {
  return (
    <>
      {linkify(text).map((part, i) =>
        part.kind === 'link' ? (
          <a key={i} href={part.href} target="_blank" rel="noopener noreferrer">
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

function useFailureText() {
  const t = useTranslations('chat');
  return (failure: SendFailure | null): string => {
    const reason = failure?.reason ?? 'server_error';
    const key = `reasons.${reason}`;
    const text = t.has(key as never) ? t(key as never) : t('reasons.server_error');
    return failure?.retryAfter ? `${text} ${t('retryIn', { seconds: failure.retryAfter })}` : text;
  };
}

function initial(name: string): string {
  return Array.from(name.trim())[0]?.toUpperCase() ?? '?';
}

export function MessageList({
  messages,
  outgoing,
  me,
  hasOlder,
  loadingOlder,
  onLoadOlder,
  onRetry,
  onDiscard,
  empty,
}: MessageListProps) {
  const t = useTranslations('chat');
  const locale = useLocale();
  const failureText = useFailureText();
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const anchor = useRef<Anchor | null>(null);
  const seen = useRef<{ lastId: number; outgoing: number; first: boolean } | null>(null);
  const autoLoadedFor = useRef<number | null>(null);
  const [unseen, setUnseen] = useState(0);
  // The photo open full screen (a tap on a photo in the list), if any.
  const [viewing, setViewing] = useState<{ src: string; alt: string } | null>(null);
  useEffect(() => afterLoad(() => void loadImageViewer()), []);

  const toBottom = useCallback((smooth = false) => {
    const el = scroller.current;
    if (!el) return;
    if (smooth && !prefersReducedMotion() && typeof el.scrollTo === 'function')
      el.scrollTo({ top: el.scrollHeight, behavior: 'smooth' });
    else el.scrollTop = el.scrollHeight;
    atBottom.current = true;
    setUnseen(0);
  }, []);

  const remember = useCallback(() => {
    const el = scroller.current;
    if (!el) return;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight <= BOTTOM_SLACK_PX;
    anchor.current = null;
    for (const item of el.querySelectorAll<HTMLElement>('[data-key]')) {
      if (item.offsetTop + item.offsetHeight > el.scrollTop) {
        anchor.current = { key: item.dataset.key ?? '', offset: item.offsetTop - el.scrollTop };
        break;
      }
    }
  }, []);

  const onScroll = useCallback(() => {
    const el = scroller.current;
    if (!el) return;
    remember();
    if (atBottom.current) setUnseen(0);
    if (el.scrollTop <= TOP_LOAD_PX && hasOlder && !loadingOlder) onLoadOlder();
  }, [remember, hasOlder, loadingOlder, onLoadOlder]);

  // After every change: stick to the bottom, or keep the remembered message in place; count what
  // arrived from others while the user reads further up.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const lastId = messages.at(-1)?.id ?? 0;
    const prev = seen.current;
    const fresh = prev ? messages.filter((m) => m.id > prev.lastId) : [];
    const sentByMe = (prev && outgoing.length > prev.outgoing) || fresh.some((m) => m.sender.id === me);
    if (!prev || !prev.first) {
      if (messages.length || outgoing.length) toBottom();
    } else if (atBottom.current || sentByMe) {
      toBottom();
    } else {
      const a = anchor.current;
      const item = a ? el.querySelector<HTMLElement>(`[data-key="${a.key}"]`) : null;
      if (a && item) el.scrollTop = item.offsetTop - a.offset;
      const fromOthers = fresh.filter((m) => m.sender.id !== me).length;
      if (fromOthers) setUnseen((n) => n + fromOthers);
    }
    seen.current = { lastId, outgoing: outgoing.length, first: (prev?.first ?? false) || messages.length > 0 };
    remember();
    // A short history that does not fill the screen cannot be scrolled up: load more at once
    // (once per oldest message, so a failing page is not asked for in a loop).
    const firstId = messages[0]?.id ?? 0;
    if (hasOlder && !loadingOlder && el.scrollHeight <= el.clientHeight && autoLoadedFor.current !== firstId) {
      autoLoadedFor.current = firstId;
      onLoadOlder();
    }
  }, [messages, outgoing, me, hasOlder, loadingOlder, onLoadOlder, toBottom, remember]);

  const nothing = messages.length === 0 && outgoing.length === 0;

  return (
    <div className={styles.listWrap}>
      <div
        ref={scroller}
        className={styles.scroller}
        onScroll={onScroll}
        // A scroll area must be reachable by keyboard (axe: scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        role="log"
        aria-label={t('historyLabel')}
        data-testid="message-scroller"
      >
        {hasOlder ? (
          <div className={styles.older}>
            {loadingOlder ? (
              <p className={styles.meta} role="status">
                {t('loadingOlder')}
              </p>
            ) : (
              <Button variant="plain" onClick={onLoadOlder}>
                {t('loadOlder')}
              </Button>
            )}
          </div>
        ) : nothing ? null : (
          <p className={`${styles.meta} ${styles.older}`}>{t('beginning')}</p>
        )}
        {nothing ? (
          empty
        ) : (
          <ol className={styles.messages}>
            {messages.map((m, i) => {
              const mine = me !== null && m.sender.id === me;
              const prev = messages[i - 1];
              const newDay = !prev || !isSameDay(prev.createdAt, m.createdAt);
              return (
                <li key={m.id} data-key={`m${m.id}`} className={styles.item}>
                  {newDay ? <p className={styles.day}>{dayLabel(m.createdAt, locale)}</p> : null}
                  <article className={mine ? `${styles.message} ${styles.mine}` : styles.message}>
                    {mine ? null : (
                      <span className={styles.avatar} aria-hidden="true">
                        {initial(m.sender.nickname)}
                      </span>
                    )}
                    <div className={styles.body}>
                      <h3 className={mine ? 'visually-hidden' : styles.sender}>
                        {mine ? t('you') : m.sender.nickname}
                      </h3>
                      <div className={styles.bubble}>
                        {m.image ? (
                          <ChatPhoto
                            src={m.image}
                            alt={mine ? t('myPhoto') : t('photoFrom', { name: m.sender.nickname })}
                            onOpen={setViewing}
                          />
                        ) : (
                          <MessageText text={m.text ?? ''} />
                        )}
                      </div>
                      <time className={styles.time} dateTime={m.createdAt}>
                        {clockTime(m.createdAt, locale)}
                      </time>
                    </div>
                  </article>
                </li>
              );
            })}
            {outgoing.map((o) => (
              <li key={o.clientId} data-key={`o${o.clientId}`} className={styles.item} data-status={o.status}>
                <article className={`${styles.message} ${styles.mine} ${styles[o.status]}`}>
                  <div className={styles.body}>
                    <h3 className="visually-hidden">{t('you')}</h3>
                    <div className={styles.bubble}>
                      {o.image ? (
                        <ChatPhoto src={o.image} alt={t('myPhoto')} onOpen={setViewing} />
                      ) : (
                        <MessageText text={o.text ?? ''} />
                      )}
                    </div>
                    {o.status === 'pending' ? (
                      <p className={styles.time}>{t('status.pending')}</p>
                    ) : (
                      <div className={styles.failed} role="alert">
                        <p className={styles.failedText}>
                          <strong>{t('status.failed')}</strong> {failureText(o.failure)}
                        </p>
                        <div className={styles.failedActions}>
                          <Button variant="secondary" onClick={() => onRetry(o.clientId)}>
                            {t('retry')}
                          </Button>
                          <Button variant="plain" onClick={() => onDiscard(o.clientId)}>
                            {t('discard')}
                          </Button>
                        </div>
                      </div>
                    )}
                  </div>
                </article>
              </li>
            ))}
          </ol>
        )}
      </div>
      {unseen > 0 ? (
        <button type="button" className={styles.pill} onClick={() => toBottom(true)}>
          {t('newMessages')}
          <span className="visually-hidden"> ({t('newMessagesArrived', { count: unseen })})</span>
          <span aria-hidden="true"> ↓</span>
        </button>
      ) : null}
      {viewing ? (
        <Suspense fallback={null}>
          <ImageViewer image={viewing} onClose={() => setViewing(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}

/** A photo in a bubble: a button that opens it full screen. */
function ChatPhoto({
  src,
  alt,
  onOpen,
}: {
  src: string;
  alt: string;
  onOpen: (image: { src: string; alt: string }) => void;
}) {
  const t = useTranslations('chat');
  return (
    <button
      type="button"
      className={styles.photoButton}
      aria-label={t('openPhoto', { photo: alt })}
      onClick={() => onOpen({ src, alt })}
    >
      <Image src={src} alt={alt} width={200} height={200} className={styles.photo} />
    </button>
  );
}
