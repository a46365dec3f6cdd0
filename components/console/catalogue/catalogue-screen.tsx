'use client';
// The catalogue: add an item with its photos (item-form.tsx); the table of every item
// (catalogue-table.tsx: a small photo, type, price, stock, state; name search in any language,
// sort and paging in the URL); select items to take them off sale together (bulk-take-off.tsx);
// a row opens the item's card under the table (edit, take off or put back, languages), its id in
// the URL too.
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { roleMay } from '@/lib/api/operator/facts';
import { useMe } from '../kit/console-screen';
import { useTableSelection } from '../kit/console-table';
import { useConsoleRead } from '../kit/use-console-read';
import { useQueryState } from '../kit/use-query-state';
import { useTableQuery } from '../kit/use-table-query';
import { BulkTakeOff } from './bulk-take-off';
import {
  CatalogueTable,
  PRODUCT_FILTERS,
  PRODUCT_SORTS,
  type ProductFilter,
  type ProductSort,
} from './catalogue-table';
import { ItemCard } from './item-card';
import { ItemForm } from './item-form';
import styles from '../kit/panels.module.css';

export function CatalogueScreen() {
  const t = useTranslations('console');
  const me = useMe();
  const q = useQueryState();
  const query = useTableQuery<ProductSort, ProductFilter>({
    sorts: PRODUCT_SORTS,
    sort: 'id',
    dir: 'desc',
    filters: PRODUCT_FILTERS,
  });
  const read = useConsoleRead('productList', {
    sort: query.sort,
    dir: query.dir,
    page: query.page,
    pageSize: query.size,
    ...(query.filters.q ? { q: query.filters.q } : {}),
  });
  const canEdit = roleMay(me.role, 'productEdit');
  const canBulk = roleMay(me.role, 'productOffShelfBulk');
  const selection = useTableSelection(query);
  const selected = (read.data?.items ?? []).filter((p) => selection.selected.has(p.id));
  const opened = Number(q.get('item'));
  const openId = Number.isInteger(opened) && opened > 0 ? opened : undefined;
  const openRow = read.data?.items.find((p) => p.id === openId);
  const card = useRef<HTMLDivElement>(null);
  const chose = useRef(false);
  useEffect(() => {
    // Only after a choice here (never on a reload of a shared link): go to the card, focus too.
    if (!chose.current || openId === undefined) return;
    chose.current = false;
    card.current?.scrollIntoView({ block: 'start' });
    card.current?.focus({ preventScroll: true });
  }, [openId]);
  return (
    <div className={styles.stack}>
      {roleMay(me.role, 'productAdd') ? (
        <Card title={t('catalogue.add')}>
          <ItemForm />
        </Card>
      ) : null}
      <CatalogueTable
        read={read}
        query={query}
        current={openId}
        onOpen={(id) => {
          chose.current = true;
          q.set({ item: id });
        }}
        {...(canBulk ? { selection } : {})}
      />
      {canBulk ? <BulkTakeOff selected={selected} onDone={() => selection.onChange(new Set())} /> : null}
      {openRow ? (
        <div ref={card} tabIndex={-1} role="region" aria-label={t('catalogue.openItem', { name: openRow.name })}>
          <ItemCard product={openRow} canEdit={canEdit} />
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => q.set({ item: undefined })}>
              {t('bulk.close')}
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
