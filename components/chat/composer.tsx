'use client';
// Writing a message: a text area (Enter sends, Shift+Enter starts a new line; never while an
// input method is composing), a photo button (uploaded through lib/upload, then sent as an image
// message) and Send. The text is checked with the call's own rule before it goes out (empty, too
// long), so those refusals appear here at once instead of as a failed message.
import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { loadContract } from '@/lib/api/client/contract-loader';
import { MAX_UPLOAD_BYTES, MESSAGE_MAX_CHARS } from '@/lib/api/limits';
import type { UploadTarget } from '@/lib/upload';
import { Button } from '@/components/ui/button';
import { useErrorText } from '@/components/ui/use-error-text';
import { OfflineNote, useOffline } from '@/components/ui/needs-network';
import styles from './chat.module.css';

export const PHOTO_MAX_BYTES = MAX_UPLOAD_BYTES;
/** Kept outside the component: useUploader re-applies its options whenever one changes identity. */
const PHOTO_TARGET: UploadTarget = { kind: 'api' };
/** The character counter appears this close to the limit. */
const COUNTER_FROM = MESSAGE_MAX_CHARS - 100;

export interface ComposerProps {
  onSend: (content: { text: string } | { image: string }) => void;
}

export function Composer({ onSend }: ComposerProps) {
  const t = useTranslations('chat');
  const errorText = useErrorText();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const ids = useId();
  // The upload model (lib/upload) loads when a photo is picked, not with the chat's first load:
  // most visits only read and type, and the route has no bytes to spare (npm run test:size).
  const [uploading, setUploading] = useState(false);
  // Offline nothing is sent or queued for later: Send and the photo button wait for the network.
  const offline = useOffline();

  const length = text.length;

  // A finished upload becomes an image message; a failed one says why (the uploader toasts too).
  async function sendPhoto(files: File[]) {
    // Checked here too, so the limit is said next to the field, not only in a passing toast.
    if (files.some((f) => f.size > PHOTO_MAX_BYTES)) {
      setError(t('photoTooLarge'));
      return;
    }
    setError(null);
    setUploading(true);
    try {
      const { Uploader, xhrTransport } = await import('@/lib/upload');
      const uploader = new Uploader({
        transport: xhrTransport,
        target: PHOTO_TARGET,
        maxSize: PHOTO_MAX_BYTES,
        maxCount: 1,
      });
      await uploader.add(files);
      for (const item of uploader.snapshot()) {
        if (item.status === 'success') onSend({ image: item.url });
        else if (item.status === 'failed') setError(item.message);
      }
    } catch (failure) {
      // The model's chunk could not be fetched (offline since the page loaded).
      setError(errorText(failure));
    } finally {
      setUploading(false);
    }
  }

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (offline) return;
    let contract;
    try {
      contract = await loadContract();
    } catch (failure) {
      setError(errorText(failure));
      return;
    }
    const checked = contract.messageText.safeParse(text);
    if (!checked.success) {
      const reason = checked.error.issues[0]?.message ?? 'message_empty';
      setError(t.has(`reasons.${reason}` as never) ? t(`reasons.${reason}` as never) : t('reasons.message_empty'));
      return;
    }
    onSend({ text: checked.data });
    setText('');
    setError(null);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  }

  const errorId = `${ids}-error`;
  const noteId = `${ids}-note`;
  return (
    <form className={styles.composer} onSubmit={(e) => void submit(e)} noValidate aria-label={t('messageLabel')}>
      <div className={styles.composerRow}>
        <button
          type="button"
          className={styles.iconButton}
          onClick={() => fileInput.current?.click()}
          disabled={uploading || offline}
          aria-label={t('sendPhoto')}
        >
          <span aria-hidden="true">＋</span>
        </button>
        <input
          ref={fileInput}
          className={styles.fileInput}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          tabIndex={-1}
          aria-hidden="true"
          data-testid="photo-input"
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = '';
            if (files.length) void sendPhoto(files);
          }}
        />
        <label htmlFor={`${ids}-text`} className="visually-hidden">
          {t('messageLabel')}
        </label>
        <textarea
          id={`${ids}-text`}
          className={styles.input}
          rows={1}
          value={text}
          placeholder={t('placeholder')}
          enterKeyHint="send"
          aria-invalid={error ? true : undefined}
          aria-describedby={[error ? errorId : '', length >= COUNTER_FROM ? noteId : ''].join(' ').trim() || undefined}
          onChange={(event) => {
            setText(event.target.value);
            if (error) setError(null);
          }}
          onKeyDown={onKeyDown}
        />
        <Button type="submit" disabled={offline}>
          {t('send')}
        </Button>
      </div>
      <OfflineNote offline={offline} />
      {uploading ? (
        <p className={styles.composerNote} role="status">
          {t('uploading')}
        </p>
      ) : null}
      {length >= COUNTER_FROM ? (
        <p id={noteId} className={styles.composerNote}>
          {length > MESSAGE_MAX_CHARS
            ? t('charsOver', { count: length - MESSAGE_MAX_CHARS })
            : t('charsLeft', { count: MESSAGE_MAX_CHARS - length })}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.composerError} role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
