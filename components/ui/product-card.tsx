// One item in a waterfall: square photo (lazy unless it is one of the first cards, explicit size), two-line name, price, status tag,
// and a veil over the photo when it is sold out. The whole card is one link.
import { Link } from './link';
import type { ReactNode } from 'react';
import { Image } from './image';
import { Skeleton } from './skeleton';
import { Tag, type TagTone } from './tag';
import styles from './product-card.module.css';

/** Rendered size of the photo: half of a 390 px screen; srcs are thumbnails of about this size. */
const PHOTO = 180;

export interface ProductCardProps {
  href: string;
  name: string;
  /** The language of `name` as the server marks it (issue 22): fonts and screen readers follow it. */
  nameLang?: string | undefined;
  imageSrc: string | null | undefined;
  /** Already formatted for the locale (formatMoney). */
  price: string;
  status?: { label: string; tone: TagTone };
  /** Text on the veil when the item cannot be bought any more, e.g. "Sold out". */
  veil?: string;
  /** Extra line under the price (stock, seller…). */
  meta?: ReactNode;
  onOpen?: () => void;
  /** One of the first cards on the screen: its photo loads at once, at high priority. */
  priority?: boolean;
  /**
   * A control over the photo's corner (the watch button): outside the card's link, since a button
   * inside a link is not allowed.
   */
  action?: ReactNode;
}

/** How many cards of a list count as the first screenful (lib/api/first-reads.ts: their photos are preloaded). */
export { PRIORITY_CARDS } from '@/lib/api/first-reads';

export function ProductCard({ action, ...props }: ProductCardProps) {
  if (!action) return <CardLink {...props} />;
  return (
    <div className={styles.withAction}>
      <CardLink {...props} />
      <span className={styles.action}>{action}</span>
    </div>
  );
}

function CardLink({
  href,
  name,
  nameLang,
  imageSrc,
  price,
  status,
  veil,
  meta,
  onOpen,
  priority,
}: Omit<ProductCardProps, 'action'>) {
  return (
    <Link href={href} className={styles.card} onClick={onOpen}>
      <span className={styles.photo}>
        <Image src={imageSrc} alt="" width={PHOTO} height={PHOTO} fluid priority={priority} />
        {veil ? (
          <span className={styles.veil} aria-hidden="true">
            <span className={styles.veilText}>{veil}</span>
          </span>
        ) : null}
      </span>
      <span className={styles.body}>
        <span className={styles.name} lang={nameLang}>
          {name}
        </span>
        <span className={styles.row}>
          <span className={styles.price}>{price}</span>
          {status ? <Tag tone={status.tone}>{status.label}</Tag> : null}
        </span>
        {meta ? <span className={styles.meta}>{meta}</span> : null}
      </span>
    </Link>
  );
}

/** The card's shape while the list loads. */
/** `photoSlot`: this card stands for the list's n-th first card (lib/first-photos.ts). */
export function ProductCardSkeleton({ photoSlot }: { photoSlot?: number }) {
  return (
    <span className={styles.card} aria-hidden="true">
      <Skeleton height="auto" radius={0} style={{ aspectRatio: '1 / 1' }} photoSlot={photoSlot} />
      <span className={styles.body}>
        <Skeleton height={14} />
        <Skeleton height={14} width="70%" />
        <Skeleton height={20} width="40%" />
      </span>
    </span>
  );
}
