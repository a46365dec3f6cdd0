'use client';
// The console's one list of a read: the kit's states (a skeleton of text lines while loading, the
// error with Retry, the empty state) around a plain list of items, with an optional footer under
// it (the paging of a paged answer). Catalogue, operators, users and both queues list this way.
import { useTranslations } from 'next-intl';
import type { Key, ReactNode } from 'react';
import { CallView, type ReadState } from '@/components/ui/call-view';
import { SkeletonGroup, SkeletonText } from '@/components/ui/skeleton';
import { EmptyState } from '@/components/ui/states';
import styles from './panels.module.css';

export interface ConsoleListProps<D, T> {
  call: ReadState<D>;
  items: (data: D) => readonly T[];
  itemKey: (item: T) => Key;
  renderItem: (item: T) => ReactNode;
  empty: { title: string; body?: string };
  /** Names the list for assistive technology (and tests). */
  label?: string;
  /** Lines of the loading skeleton. */
  lines?: number;
  footer?: (data: D) => ReactNode;
}

export function ConsoleList<D, T>({
  call,
  items,
  itemKey,
  renderItem,
  empty,
  label,
  lines = 6,
  footer,
}: ConsoleListProps<D, T>) {
  const t = useTranslations('console');
  return (
    <CallView
      call={call}
      skeleton={
        <SkeletonGroup label={t('loading')}>
          <SkeletonText lines={lines} />
        </SkeletonGroup>
      }
      isEmpty={(d) => items(d).length === 0}
      empty={<EmptyState title={empty.title} body={empty.body} />}
    >
      {(d) => (
        <>
          <ul className={styles.items} aria-label={label}>
            {items(d).map((item) => (
              <li key={itemKey(item)}>{renderItem(item)}</li>
            ))}
          </ul>
          {footer?.(d)}
        </>
      )}
    </CallView>
  );
}
