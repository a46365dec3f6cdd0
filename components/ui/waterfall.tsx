// Two columns of cards. Items go to the shorter column (by an estimated height, equal by
// default), and a column never reshuffles when more items are appended at the end.
import type { Key, ReactNode } from 'react';
import styles from './waterfall.module.css';

export interface WaterfallProps<T> {
  items: readonly T[];
  itemKey: (item: T) => Key;
  renderItem: (item: T, index: number) => ReactNode;
  /** Relative height of an item; items of equal height alternate left, right. */
  estimateHeight?: (item: T) => number;
  /** Accessible name of the list. */
  label?: string;
}

export function splitColumns<T>(items: readonly T[], estimateHeight: (item: T) => number = () => 1): [T[], T[]] {
  const columns: [T[], T[]] = [[], []];
  const heights = [0, 0];
  for (const item of items) {
    const column = heights[1]! < heights[0]! ? 1 : 0;
    columns[column].push(item);
    heights[column]! += estimateHeight(item);
  }
  return columns;
}

export function Waterfall<T>({ items, itemKey, renderItem, estimateHeight, label }: WaterfallProps<T>) {
  const index = new Map(items.map((item, i) => [item, i]));
  const columns = splitColumns(items, estimateHeight);
  return (
    <div className={styles.waterfall} role="list" aria-label={label}>
      {columns.map((column, c) => (
        <div key={c} className={styles.column}>
          {column.map((item) => (
            <div key={itemKey(item)} role="listitem">
              {renderItem(item, index.get(item) ?? 0)}
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
