'use client';
// One photo full screen (a chat photo, a receipt): a modal <dialog> with the photo fitted to the
// screen, its alt text, and a Close button that has the focus; Escape, the Close button and a tap
// beside the photo close it, and the focus goes back to what opened it. For a set of product
// photos with swipe and zoom, Gallery has its own viewer.
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import styles from './image-viewer.module.css';

export interface ImageViewerProps {
  /** The photo to show; null: closed. */
  image: { src: string; alt: string } | null;
  onClose: () => void;
}

export function ImageViewer({ image, onClose }: ImageViewerProps) {
  if (!image) return null;
  return <Viewer src={image.src} alt={image.alt} onClose={onClose} />;
}

function Viewer({ src, alt, onClose }: { src: string; alt: string; onClose: () => void }) {
  const t = useTranslations('ui');
  const ref = useRef<HTMLDialogElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    close.current?.focus();
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      opener?.focus();
    };
  }, []);
  return (
    // Escape (the native cancel) and the Close button are the keyboard path; a tap on the black
    // around the photo is the touch one.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      className={styles.viewer}
      aria-label={alt}
      aria-modal="true"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        // The one control inside keeps the focus (Tab has nowhere else to go).
        if (event.key === 'Tab') event.preventDefault();
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
        }
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget || event.target === event.currentTarget.firstChild) onClose();
      }}
    >
      <div className={styles.stage}>
        <img className={styles.photo} src={src} alt={alt} />
      </div>
      <button ref={close} type="button" className={styles.close} onClick={onClose}>
        <span aria-hidden="true">✕</span>
        <span className={styles.hidden}>{t('close')}</span>
      </button>
    </dialog>
  );
}
