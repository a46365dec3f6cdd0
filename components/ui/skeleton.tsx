// Grey shapes standing in for content while it loads. The wrapper is one status region with a
// hidden label, so a screen reader hears "Loading" once, not every bar.
import type { CSSProperties, ReactNode } from 'react';
import { servedPhoto } from '@/lib/first-photos';
import { servedText } from '@/lib/first-texts';
import styles from './skeleton.module.css';

export function Skeleton({
  width = '100%',
  height = 16,
  radius,
  style,
  photoSlot,
  textSlot,
}: {
  width?: number | string;
  height?: number | string;
  radius?: number | string;
  style?: CSSProperties;
  /**
   * This bone stands where the screen's `photoSlot`-th first photo will be: it holds an empty
   * <img> the Gavel server may give a src (lib/first-photos.ts), so that photo paints with the HTML.
   */
  photoSlot?: number;
  /**
   * This bone stands where a value shown as text will be (mine's balance): it holds an empty
   * <span data-first-text> a repeat visit's inline script may fill with what this user last saw
   * there (lib/first-texts.ts); `className` places it as the loaded screen shows it.
   */
  textSlot?: { name: string; className?: string };
}) {
  const slotted = photoSlot !== undefined || textSlot !== undefined;
  return (
    <span
      className={slotted ? `${styles.bone} ${styles.slotted}` : styles.bone}
      style={{ width, height, borderRadius: radius, ...style }}
      aria-hidden="true"
    >
      {/* data-first-photo first: the server finds the slot by `<img data-first-photo="N"`. */}
      {photoSlot === undefined ? null : (
        <img
          data-first-photo={photoSlot}
          alt=""
          className={styles.photo}
          src={servedPhoto(photoSlot)}
          decoding="async"
        />
      )}
      {textSlot === undefined ? null : (
        <span
          data-first-text={textSlot.name}
          className={textSlot.className ? `${styles.slotText} ${textSlot.className}` : styles.slotText}
        >
          {servedText(textSlot.name)}
        </span>
      )}
    </span>
  );
}

/** The loading region: `label` is read out; children are the shapes. */
export function SkeletonGroup({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="status" aria-live="polite" className={styles.group} data-testid="skeleton">
      <span className="visually-hidden">{label}</span>
      {children}
    </div>
  );
}

/** Lines of text (the last one shorter). */
export function SkeletonText({ lines = 3 }: { lines?: number }) {
  return (
    <span className={styles.text} aria-hidden="true">
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} width={i === lines - 1 && lines > 1 ? '60%' : '100%'} height={14} />
      ))}
    </span>
  );
}
