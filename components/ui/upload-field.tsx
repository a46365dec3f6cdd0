'use client';
// The upload widget (spec section 5) over lib/upload: a grid of picked images, each with its real
// upload progress (XHR upload events), a thumbnail once stored, Retry and Remove; a file over
// `maxSize` is refused with "exceeds size limit" before anything is sent; the add button hides
// once `maxCount` images are in the list; `multiple` lets the picker offer up to 9 at once;
// `disabled` freezes it. A failed upload toasts the server's message (lib/upload does).
// The focus never falls to the page: when the add button it was on hides (maxCount reached),
// it moves to the new photo's Remove button; when a photo is removed, to the add button.
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef } from 'react';
import type { UploadItem, UploadTarget, UploadTransport } from '@/lib/upload';
import { useUploader } from '@/lib/upload/use-uploader';
import { Image } from './image';
import styles from './upload-field.module.css';

export interface UploadState {
  /** URLs of the images stored so far, in the order they were picked. */
  urls: string[];
  /** True while any image is still being sent. */
  uploading: boolean;
}

export interface UploadFieldProps {
  label: string;
  hint?: string;
  /** Translated error text shown under the grid. */
  error?: string;
  /** Bytes. */
  maxSize?: number;
  maxCount?: number;
  multiple?: boolean;
  disabled?: boolean;
  accept?: string;
  target?: UploadTarget;
  onChange: (state: UploadState) => void;
  onOversize?: (file: File) => void;
  /** How bytes leave; default XMLHttpRequest (real progress events). Tests pass their own. */
  transport?: UploadTransport;
  /** Names the field in tests (`data-testid="upload-<name>"`). */
  name?: string;
}

function stateOf(items: readonly UploadItem[]): UploadState {
  return {
    urls: items.filter((i) => i.status === 'success').map((i) => i.url),
    uploading: items.some((i) => i.status === 'uploading'),
  };
}

export function UploadField({
  label,
  hint,
  error,
  maxSize,
  maxCount = 1,
  multiple = false,
  disabled = false,
  accept = 'image/png,image/jpeg,image/webp,image/gif',
  target,
  onChange,
  onOversize,
  transport,
  name,
}: UploadFieldProps) {
  const t = useTranslations('ui');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const { uploader, items, showTrigger, pickerLimit } = useUploader({
    maxSize,
    maxCount,
    multiple,
    disabled,
    target,
    onOversize,
    ...(transport ? { transport } : {}),
  });
  const report = useRef(onChange);
  useEffect(() => {
    report.current = onChange;
  }, [onChange]);
  const current = stateOf(items);
  const signature = `${current.urls.join('|')}#${String(current.uploading)}`;
  useEffect(() => {
    report.current(stateOf(uploader.snapshot()));
  }, [signature, uploader]);

  // Where the focus goes after the list changed under it: the last photo's Remove, or the add button.
  const grid = useRef<HTMLUListElement>(null);
  const refocus = useRef<'last' | 'add' | null>(null);
  useEffect(() => {
    if (refocus.current === null) return;
    const list = grid.current;
    const target =
      refocus.current === 'add'
        ? input.current
        : ([...(list?.querySelectorAll<HTMLElement>('[data-upload-remove]') ?? [])].at(-1) ?? null);
    // Only once the focus is lost (on the page itself), never taken from where the user went;
    // still on the add button (the picked file not listed yet): wait for the next change.
    const active = document.activeElement;
    if (active === null || active === document.body) {
      target?.focus();
      refocus.current = null;
    } else if (!list?.contains(active)) refocus.current = null;
  }, [items, showTrigger]);

  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset
      className={styles.field}
      aria-describedby={describedBy}
      disabled={disabled}
      data-testid={name ? `upload-${name}` : undefined}
    >
      <legend className={styles.label}>{label}</legend>
      <ul ref={grid} className={styles.grid} aria-label={t('uploadList', { count: items.length, max: maxCount })}>
        {items.map((item, index) => (
          <li key={item.id} className={styles.item} data-status={item.status}>
            {item.status === 'success' ? (
              <Image src={item.thumb} alt={t('uploadImage', { index: index + 1 })} width={88} height={88} eager />
            ) : (
              <span className={styles.placeholder} aria-hidden="true" />
            )}
            {item.status === 'uploading' ? (
              <span className={styles.progress}>
                <span
                  role="progressbar"
                  aria-label={t('uploading', { name: item.name })}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={item.progress}
                  className={styles.bar}
                >
                  <span className={styles.fill} style={{ width: `${item.progress}%` }} />
                </span>
                <span className={styles.percent}>{item.progress}%</span>
              </span>
            ) : null}
            {item.status === 'failed' ? (
              <span className={styles.failed}>
                <span>{t('uploadFailed')}</span>
                <button type="button" className={styles.retry} onClick={() => void uploader.retry(item.id)}>
                  {t('retry')}
                </button>
              </span>
            ) : null}
            {!disabled ? (
              <button
                type="button"
                className={styles.remove}
                aria-label={t('uploadRemove', { index: index + 1 })}
                data-upload-remove=""
                onClick={() => {
                  uploader.remove(item.id);
                  refocus.current = 'add';
                }}
              >
                ×
              </button>
            ) : null}
          </li>
        ))}
        {showTrigger ? (
          <li className={styles.item}>
            <label className={`${styles.trigger} ${disabled ? styles.off : ''}`}>
              <input
                ref={input}
                className={styles.input}
                type="file"
                accept={accept}
                multiple={multiple && pickerLimit > 1}
                disabled={disabled}
                aria-describedby={describedBy}
                data-testid="upload-input"
                onChange={(event) => {
                  const files = Array.from(event.currentTarget.files ?? []);
                  // Picking the same file again must fire change again.
                  event.currentTarget.value = '';
                  void uploader.add(files);
                  if (files.length > 0) refocus.current = 'last';
                }}
              />
              <span className={styles.plus} aria-hidden="true">
                +
              </span>
              <span className={styles.add}>{t('uploadAdd')}</span>
            </label>
          </li>
        ) : null}
      </ul>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error} data-testid="field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
