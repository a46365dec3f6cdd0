'use client';
// A square photo gallery: swipe sideways (scroll snap), a "2 / 5" counter, and a tap opens the
// photo full screen, where two fingers pinch-zoom (a double tap toggles 2×, one finger pans a
// zoomed photo) and arrows or a swipe on an unzoomed photo go to the neighbours. A photo that
// cannot be shown there says so ("preview image failed"). Texts come from the screen (labels).
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { afterLoad } from '@/lib/after-load';
import { Image } from './image';
import styles from './gallery.module.css';

// The full-screen preview (pinch zoom, pan, swipe) opens only after a tap: its code is not in the
// item detail's first load (issue 39); it is fetched in idle time once the page has loaded, so the
// first tap finds it ready. Its styles are this module's (gallery.module.css), loaded with it.
const loadPreview = () => import('./gallery-preview').then((m) => ({ default: m.GalleryPreview }));
const Preview = lazy(loadPreview);

export interface GalleryImage {
  url: string;
  thumb?: string | null;
}

export interface GalleryLabels {
  /** The gallery region, e.g. "Photos of Jade bangle". */
  region: string;
  /** Button over photo n (1-based) of total: "Open photo 1 of 3 full screen". */
  open: (n: number, total: number) => string;
  /** Alt text of photo n. */
  photo: (n: number, total: number) => string;
  close: string;
  previous: string;
  next: string;
  /** Shown when the full-size photo fails to load. */
  failed: string;
  /** Shown instead of the gallery when there is no photo. */
  none: string;
}

export interface GalleryProps {
  images: readonly GalleryImage[];
  labels: GalleryLabels;
  /** Rendered square size in CSS pixels (the photo is fluid up to the container's width). */
  size?: number;
}

export function Gallery({ images, labels, size = 390 }: GalleryProps) {
  const [index, setIndex] = useState(0);
  const [preview, setPreview] = useState<number | null>(null);
  const track = useRef<HTMLDivElement>(null);
  const total = images.length;
  useEffect(() => afterLoad(() => void loadPreview()), []);

  const onScroll = useCallback(() => {
    const el = track.current;
    if (!el || el.clientWidth === 0) return;
    setIndex(Math.max(0, Math.min(total - 1, Math.round(el.scrollLeft / el.clientWidth))));
  }, [total]);

  if (total === 0) {
    return (
      <div className={styles.empty} role="img" aria-label={labels.none}>
        <span aria-hidden="true">{labels.none}</span>
      </div>
    );
  }

  return (
    <section className={styles.gallery} aria-label={labels.region} aria-roledescription="carousel">
      <div className={styles.track} ref={track} onScroll={onScroll}>
        {images.map((image, i) => (
          <button
            key={`${image.url}-${i}`}
            type="button"
            className={styles.slide}
            aria-label={labels.open(i + 1, total)}
            onClick={() => setPreview(i)}
          >
            <Image
              src={image.url}
              alt={labels.photo(i + 1, total)}
              width={size}
              height={size}
              priority={i === 0}
              fluid
            />
          </button>
        ))}
      </div>
      {total > 1 ? (
        <span className={styles.counter} aria-hidden="true">
          {index + 1} / {total}
        </span>
      ) : null}
      {preview !== null ? (
        <Suspense fallback={null}>
          <Preview images={images} start={preview} labels={labels} onClose={() => setPreview(null)} />
        </Suspense>
      ) : null}
    </section>
  );
}
