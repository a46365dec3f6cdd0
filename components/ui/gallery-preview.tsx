'use client';
// The gallery's full-screen preview (components/ui/gallery.tsx), loaded when a photo is first
// opened or in idle time after the page: two fingers pinch-zoom (a double tap toggles 2×, one
// finger pans a zoomed photo) and arrows or a swipe on an unzoomed photo go to the neighbours.
import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import type { GalleryImage, GalleryLabels } from './gallery';
import styles from './gallery.module.css';

const MAX_ZOOM = 4;

interface View {
  scale: number;
  x: number;
  y: number;
}
const RESTING: View = { scale: 1, x: 0, y: 0 };

function distance(a: { x: number; y: number }, b: { x: number; y: number }) {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

export function GalleryPreview({
  images,
  start,
  labels,
  onClose,
}: {
  images: readonly GalleryImage[];
  start: number;
  labels: GalleryLabels;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const [current, setCurrent] = useState(start);
  const [view, setView] = useState<View>(RESTING);
  const [failed, setFailed] = useState<Set<number>>(() => new Set());
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef<{ dist: number; scale: number; from: { x: number; y: number }; view: View } | null>(null);
  const lastTap = useRef(0);
  const total = images.length;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    dialog.querySelector<HTMLElement>(`.${styles.close}`)?.focus();
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      opener?.focus();
    };
  }, []);

  const go = useCallback(
    (to: number) => {
      setCurrent(((to % total) + total) % total);
      setView(RESTING);
    },
    [total],
  );

  function onPointerDown(event: ReactPointerEvent<HTMLDivElement>) {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const points = [...pointers.current.values()];
    if (points.length === 2 && points[0] && points[1]) {
      gesture.current = { dist: distance(points[0], points[1]), scale: view.scale, from: points[0], view };
    } else if (points.length === 1 && points[0]) {
      gesture.current = { dist: 0, scale: view.scale, from: points[0], view };
    }
  }

  function onPointerMove(event: ReactPointerEvent<HTMLDivElement>) {
    if (!pointers.current.has(event.pointerId)) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const g = gesture.current;
    if (!g) return;
    const points = [...pointers.current.values()];
    if (points.length >= 2 && points[0] && points[1] && g.dist > 0) {
      const scale = Math.min(MAX_ZOOM, Math.max(1, (g.scale * distance(points[0], points[1])) / g.dist));
      setView((v) => (scale === 1 ? RESTING : { ...v, scale }));
    } else if (points.length === 1 && points[0] && g.view.scale > 1) {
      setView({ scale: g.view.scale, x: g.view.x + points[0].x - g.from.x, y: g.view.y + points[0].y - g.from.y });
    }
  }

  function onPointerUp(event: ReactPointerEvent<HTMLDivElement>) {
    const g = gesture.current;
    const was = pointers.current.get(event.pointerId);
    pointers.current.delete(event.pointerId);
    if (pointers.current.size > 0) {
      // One finger left after a pinch: it pans from here.
      const rest = [...pointers.current.values()][0];
      if (rest) gesture.current = { dist: 0, scale: view.scale, from: rest, view };
      return;
    }
    gesture.current = null;
    if (!g || !was || g.dist > 0) return;
    const dx = event.clientX - g.from.x;
    const dy = event.clientY - g.from.y;
    if (view.scale === 1 && Math.abs(dx) > 48 && Math.abs(dx) > Math.abs(dy)) {
      go(current + (dx < 0 ? 1 : -1));
      return;
    }
    if (Math.abs(dx) < 10 && Math.abs(dy) < 10) {
      const now = Date.now();
      if (now - lastTap.current < 300) {
        setView(view.scale > 1 ? RESTING : { scale: 2, x: 0, y: 0 });
        lastTap.current = 0;
      } else lastTap.current = now;
    }
  }

  const image = images[current];
  return (
    // Escape (the native cancel) and the buttons are the keyboard path; the handlers below are
    // the touch gestures on the photo.
    <dialog
      ref={ref}
      className={styles.preview}
      aria-label={labels.photo(current + 1, total)}
      aria-modal="true"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') go(current + 1);
        else if (event.key === 'ArrowLeft') go(current - 1);
      }}
    >
      <div
        className={styles.stage}
        data-testid="gallery-stage"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
      >
        {!image || failed.has(current) ? (
          <p className={styles.failed} role="alert">
            {labels.failed}
          </p>
        ) : (
          <img
            key={image.url}
            className={styles.full}
            src={image.url}
            alt={labels.photo(current + 1, total)}
            draggable={false}
            onError={() => setFailed((f) => new Set(f).add(current))}
            style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})` }}
          />
        )}
      </div>
      <div className={styles.bar}>
        {total > 1 ? (
          <button type="button" className={styles.control} onClick={() => go(current - 1)}>
            <span aria-hidden="true">‹</span>
            <span className={styles.hidden}>{labels.previous}</span>
          </button>
        ) : null}
        <span className={styles.position} aria-live="polite">
          {current + 1} / {total}
        </span>
        {total > 1 ? (
          <button type="button" className={styles.control} onClick={() => go(current + 1)}>
            <span aria-hidden="true">›</span>
            <span className={styles.hidden}>{labels.next}</span>
          </button>
        ) : null}
      </div>
      <button type="button" className={`${styles.control} ${styles.close}`} onClick={onClose}>
        <span aria-hidden="true">✕</span>
        <span className={styles.hidden}>{labels.close}</span>
      </button>
    </dialog>
  );
}
