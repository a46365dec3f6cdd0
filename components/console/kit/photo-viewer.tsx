'use client';
// The console's full-screen photo viewer (receipts, identity photos; issue 42 #2): a modal dialog
// that opens with the whole photo fitted to the screen, then zooms (wheel, pinch, the +/− buttons
// and keys, a double click), pans (drag, arrow keys) and turns (button, R), with a button back to
// fitted. The focus stays in the dialog, Escape closes it, and the focus goes back to what opened
// it. Arithmetic in photo-view.ts; pointer events by hand (no gesture library in the bundle).
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import {
  FITTED,
  clampView,
  maxZoom,
  panBy,
  photoTransform,
  rotate,
  scaleOf,
  zoomAt,
  type Size,
  type View,
} from './photo-view';
import styles from './photo-viewer.module.css';

export interface PhotoViewerProps {
  /** The photo to show; null: closed. */
  image: { src: string; alt: string } | null;
  onClose: () => void;
}

export function PhotoViewer({ image, onClose }: PhotoViewerProps) {
  if (!image) return null;
  return <Viewer key={image.src} src={image.src} alt={image.alt} onClose={onClose} />;
}

/** One button or key press zooms by this much; the wheel by a share of it per notch. */
const STEP = 1.5;
/** An arrow key moves the photo by this share of the stage. */
const ARROW_SHARE = 0.15;

type Point = { x: number; y: number };

function Viewer({ src, alt, onClose }: { src: string; alt: string; onClose: () => void }) {
  const t = useTranslations('console.viewer');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const [photo, setPhoto] = useState<Size | null>(null);
  const [stage, setStage] = useState<Size>({ width: 0, height: 0 });
  const [view, setView] = useState<View>(FITTED);
  const keysId = useId();

  // Open as a modal (the page behind is inert), focus Close; on unmount give the focus back.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    closeRef.current?.focus();
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      opener?.focus();
    };
  }, []);

  // The stage's size decides the fitted scale; a resized window fits again at the same zoom.
  useEffect(() => {
    const el = stageRef.current;
    if (!el) return;
    // Fractional pixels (clientWidth rounds, and a rounded-up stage would let a fitted photo
    // overhang it by a fraction).
    const measure = () => {
      const r = el.getBoundingClientRect();
      setStage({ width: r.width, height: r.height });
    };
    measure();
    if (typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', measure);
      return () => window.removeEventListener('resize', measure);
    }
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const size = photo ?? { width: 0, height: 0 };
  // The view as stored may predate a resize or the photo's load: it is kept in range where used.
  const fix = useCallback((v: View) => (photo ? clampView(v, photo, stage) : v), [photo, stage]);
  const shown = fix(view);
  const change = (next: (v: View) => View) => {
    if (photo) setView((v) => next(fix(v)));
  };

  /** A point of the window as stage coordinates from its centre. */
  const fromCentre = useCallback((clientX: number, clientY: number): Point => {
    const r = stageRef.current?.getBoundingClientRect();
    if (!r) return { x: 0, y: 0 };
    return { x: clientX - r.left - r.width / 2, y: clientY - r.top - r.height / 2 };
  }, []);

  const zoomIn = () => change((v) => zoomAt(v, STEP, size, stage));
  const zoomOut = () => change((v) => zoomAt(v, 1 / STEP, size, stage));
  const turn = () => change((v) => rotate(v, size, stage));
  const reset = () => change(() => FITTED);

  // The wheel zooms where the pointer is. React's wheel listener is passive (it cannot keep the
  // page from scrolling), so this one is added by hand.
  useEffect(() => {
    const el = stageRef.current;
    if (!el || !photo) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const at = fromCentre(event.clientX, event.clientY);
      const factor = Math.exp(-event.deltaY * (event.deltaMode === 1 ? 0.05 : 0.002));
      setView((v) => zoomAt(fix(v), factor, photo, stage, at));
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, [photo, stage, fromCentre, fix]);

  // One pointer drags; two pinch (zoom about their midpoint, and move with it).
  const pointers = useRef(new Map<number, Point>());
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const was = pointers.current.get(event.pointerId);
    if (!was || !photo) return;
    const now = { x: event.clientX, y: event.clientY };
    const others = [...pointers.current.entries()].filter(([id]) => id !== event.pointerId).map(([, p]) => p);
    pointers.current.set(event.pointerId, now);
    const other = others[0];
    if (!other) {
      setView((v) => panBy(fix(v), now.x - was.x, now.y - was.y, photo, stage));
      return;
    }
    const before = Math.hypot(was.x - other.x, was.y - other.y);
    const after = Math.hypot(now.x - other.x, now.y - other.y);
    if (before < 1) return;
    const mid = fromCentre((now.x + other.x) / 2, (now.y + other.y) / 2);
    setView((v) => {
      const zoomed = zoomAt(fix(v), after / before, photo, stage, mid);
      return panBy(zoomed, (now.x - was.x) / 2, (now.y - was.y) / 2, photo, stage);
    });
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const stepX = stage.width * ARROW_SHARE;
    const stepY = stage.height * ARROW_SHARE;
    // An arrow moves the view over the photo: → shows more of its right side.
    const keys: Record<string, () => void> = {
      '+': zoomIn,
      '=': zoomIn,
      '-': zoomOut,
      _: zoomOut,
      '0': reset,
      r: turn,
      R: turn,
      ArrowLeft: () => change((v) => panBy(v, stepX, 0, size, stage)),
      ArrowRight: () => change((v) => panBy(v, -stepX, 0, size, stage)),
      ArrowUp: () => change((v) => panBy(v, 0, stepY, size, stage)),
      ArrowDown: () => change((v) => panBy(v, 0, -stepY, size, stage)),
    };
    const action = keys[event.key];
    if (action) {
      event.preventDefault();
      action();
      return;
    }
    if (event.key === 'Tab') trapTab(event);
  };

  const max = photo ? maxZoom(photo, stage, shown.turns) : 1;
  const percent = photo ? Math.round(scaleOf(shown, photo, stage) * 100) : 100;
  const atFit = shown.zoom <= 1 && shown.turns === 0;

  return (
    <dialog
      ref={dialogRef}
      className={styles.viewer}
      aria-label={alt}
      aria-describedby={keysId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={onKeyDown}
    >
      <div className={styles.frame}>
        <div className={styles.toolbar} role="toolbar" aria-label={t('tools')}>
          <Tool label={t('zoomOut')} keys="−" off={shown.zoom <= 1} onClick={zoomOut} icon="−" />
          <output className={styles.percent} aria-live="polite" data-testid="photo-zoom">
            {t('percent', { n: percent })}
          </output>
          <Tool label={t('zoomIn')} keys="+" off={shown.zoom >= max} onClick={zoomIn} icon="+" />
          <Tool label={t('rotate')} keys="R" onClick={turn} icon="↻" />
          <Tool label={t('fit')} keys="0" off={atFit} onClick={reset} icon="⤢" />
          <button ref={closeRef} type="button" className={styles.tool} onClick={onClose} title={`${t('close')} (Esc)`}>
            <span aria-hidden="true">✕</span>
            <span className="visually-hidden">{t('close')}</span>
          </button>
        </div>
        <p id={keysId} className="visually-hidden">
          {t('keys')}
        </p>
        {/* The photo's surface: drag, pinch, wheel and double click (the keys above do the same). */}
        <div
          ref={stageRef}
          className={styles.stage}
          data-testid="photo-stage"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          onDoubleClick={(event) => {
            const at = fromCentre(event.clientX, event.clientY);
            change((v) => (v.zoom > 1 ? { ...FITTED, turns: v.turns } : zoomAt(v, STEP * STEP, size, stage, at)));
          }}
        >
          <img
            className={styles.photo}
            src={src}
            alt={alt}
            draggable={false}
            data-testid="photo-viewer-image"
            ref={(img) => {
              // A photo already in the cache has loaded before React could listen.
              if (img?.complete && img.naturalWidth > 0 && !photo)
                setPhoto({ width: img.naturalWidth, height: img.naturalHeight });
            }}
            onLoad={(event) =>
              setPhoto({ width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight })
            }
            style={
              photo
                ? {
                    width: photo.width,
                    height: photo.height,
                    marginLeft: -photo.width / 2,
                    marginTop: -photo.height / 2,
                    transform: photoTransform(shown, photo, stage),
                  }
                : { visibility: 'hidden' }
            }
          />
        </div>
      </div>
    </dialog>
  );
}

/**
 * A toolbar button. At the end of its range it says so (aria-disabled) and does nothing, but
 * keeps the focus: a disabled button would drop it out of the dialog.
 */
function Tool({
  label,
  keys,
  icon,
  off = false,
  onClick,
}: {
  label: string;
  keys: string;
  icon: string;
  off?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={styles.tool}
      aria-disabled={off || undefined}
      title={`${label} (${keys})`}
      onClick={() => {
        if (!off) onClick();
      }}
    >
      <span aria-hidden="true">{icon}</span>
      <span className="visually-hidden">{label}</span>
    </button>
  );
}

/** Tab and Shift+Tab go round the dialog's buttons, never out of it (to the browser's own bar). */
function trapTab(event: KeyboardEvent<HTMLDialogElement>) {
  const buttons = [...event.currentTarget.querySelectorAll<HTMLElement>('button')];
  const first = buttons[0];
  const last = buttons[buttons.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !event.currentTarget.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !event.currentTarget.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}
