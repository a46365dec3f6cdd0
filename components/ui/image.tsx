'use client';
// An image with its size written down (no layout shift), lazy by default, and a quiet grey box
// instead of a broken-image icon when it fails to load. The app is a static export, so this is a
// plain <img>, not next/image (which needs an image server).
import { useState } from 'react';
import styles from './image.module.css';

export interface ImageProps {
  src: string | null | undefined;
  /** Required: say what it shows, or '' when the text next to it already does. */
  alt: string;
  width: number;
  height: number;
  /** Eager for the first screenful (e.g. a detail page's first photo). */
  eager?: boolean;
  /**
   * The screen's main picture (the first cards of a list): eager and fetched at high priority,
   * because it is what the user waits for (the page's largest paint).
   */
  priority?: boolean;
  /** Stretch to the container's width keeping the ratio (product cards). */
  fluid?: boolean;
  className?: string;
}

export function Image({
  src,
  alt,
  width,
  height,
  eager = false,
  priority = false,
  fluid = false,
  className,
}: ImageProps) {
  const [failed, setFailed] = useState(false);
  const classes = `${styles.image} ${fluid ? styles.fluid : ''} ${className ?? ''}`.trim();
  if (!src || failed) {
    return (
      <span
        className={`${classes} ${styles.missing}`}
        style={fluid ? { aspectRatio: `${width} / ${height}` } : { width, height }}
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
      />
    );
  }
  return (
    <img
      className={classes}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={eager || priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
