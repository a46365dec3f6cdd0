'use client';
// One photo, uploaded at once through lib/upload (uploadImages): a file input styled as a tile,
// then the thumbnail with Remove (or Retry after a failure). The URL the server answered goes to
// `onChange` ('' while there is none). A local stand-in until the kit's upload widget lands
// (components/ui/upload-field.tsx); the lead swaps it in.
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef } from 'react';
import { useUploader } from '@/lib/upload/use-uploader';
import { Button } from '@/components/ui/button';
import { Image } from '@/components/ui/image';
import styles from './photo-upload.module.css';

/** The reference server's limit (server/uploads/limits.ts): refused before sending. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;

export interface PhotoUploadProps {
  label: string;
  hint?: string;
  /** Translated error text. */
  error?: string;
  onChange: (url: string) => void;
  name: string;
}

export function PhotoUpload({ label, hint, error, onChange, name }: PhotoUploadProps) {
  const t = useTranslations('account');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const { uploader, items, showTrigger } = useUploader({ maxCount: 1, maxSize: PHOTO_MAX_BYTES });
  const item = items[0];
  const url = item?.status === 'success' ? item.url : '';
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => {
    latest.current(url);
  }, [url]);
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field} data-testid={`upload-${name}`}>
      <span className={styles.label} id={`${id}-label`}>
        {label}
      </span>
      {showTrigger ? (
        <label className={error ? `${styles.tile} ${styles.invalid}` : styles.tile} htmlFor={id}>
          <span aria-hidden="true" className={styles.plus}>
            +
          </span>
          <span>{t('choosePhoto')}</span>
          <input
            ref={input}
            id={id}
            name={name}
            className={styles.input}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            aria-labelledby={`${id}-label`}
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              event.target.value = '';
              void uploader.add(files);
            }}
          />
        </label>
      ) : null}
      {item ? (
        <div className={styles.preview}>
          <Image
            src={item.status === 'success' ? item.thumb : null}
            alt={t('photoAlt', { label })}
            width={96}
            height={96}
            eager
          />
          <div className={styles.state} aria-live="polite">
            {item.status === 'uploading' ? (
              <span>{t('uploading', { progress: item.progress })}</span>
            ) : item.status === 'failed' ? (
              <span className={styles.failed}>{item.message || t('uploadFailed')}</span>
            ) : (
              <span data-testid="upload-done">{t('uploaded')}</span>
            )}
            <div className={styles.actions}>
              {item.status === 'failed' ? (
                <Button variant="secondary" onClick={() => void uploader.retry(item.id)}>
                  {t('retryUpload')}
                </Button>
              ) : null}
              <Button variant="plain" onClick={() => uploader.remove(item.id)} disabled={item.status === 'uploading'}>
                {t('removePhoto')}
              </Button>
            </div>
          </div>
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error} data-testid="field-error">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
