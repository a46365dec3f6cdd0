'use client';
// The catalogue's table (issue 42 #6): every item in one row with a small photo, its type in the
// console's language, kind, price, stock and state; sortable by id, name, price and stock; the
// name search (any language) and paging in the URL. 13 items were a 4,667 px page of cards.
// Catalogue staff select rows to take them off sale together; a row opens the item's card. An
// item with an outdated translation is tagged "Outdated" (issue 41 #6).
import { useTranslations } from 'next-intl';
import type { Key } from 'react';
import type { ReadState } from '@/components/ui/call-view';
import { Image } from '@/components/ui/image';
import { Tag } from '@/components/ui/tag';
import type { OperatorAnswer } from '@/lib/api/operator/calls';
import { LOCALE_NAMES } from '@/lib/i18n/config';
import { ConsoleTable, type TableColumn, type TableSelection } from '../kit/console-table';
import { useConsoleLanguage } from '../kit/console-root';
import { TableFilters } from '../kit/table-filters';
import { useConsoleFormat } from '../kit/use-console-format';
import { useConsoleRead } from '../kit/use-console-read';
import type { TableQuery } from '../kit/use-table-query';
import own from './catalogue.module.css';

export const PRODUCT_SORTS = ['id', 'name', 'price', 'stock'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const PRODUCT_FILTERS = ['q'] as const;
export type ProductFilter = (typeof PRODUCT_FILTERS)[number];
export type Product = OperatorAnswer<'productList'>['items'][number];

export function CatalogueTable({
  read,
  query,
  selection,
  current,
  onOpen,
}: {
  read: ReadState<OperatorAnswer<'productList'>>;
  query: TableQuery<ProductSort, ProductFilter>;
  selection?: TableSelection;
  current?: Key;
  onOpen: (id: number) => void;
}) {
  const t = useTranslations('console.catalogue');
  const f = useConsoleFormat();
  const { locale } = useConsoleLanguage();
  const types = useConsoleRead('productTypeList', { locale });
  const typeName = (id: number) => types.data?.find((x) => x.id === id)?.name ?? String(id);
  const columns: TableColumn<Product, ProductSort>[] = [
    {
      key: 'name',
      header: t('name'),
      // An item with a translation made from an older text says so here (issue 41 #6), in the item
      // editor's words: staff see it without opening each item (the languages on hover).
      cell: (p) =>
        p.outdated ? (
          <span className={own.nameCell}>
            {p.name}
            <span data-testid={`outdated-product-${p.id}`} title={p.outdated.map((l) => LOCALE_NAMES[l]).join(', ')}>
              <Tag tone="warning">{t('outdated')}</Tag>
            </span>
          </span>
        ) : (
          p.name
        ),
      sortable: true,
    },
    {
      key: 'photo',
      header: t('photo'),
      cell: (p) =>
        p.images[0] ? (
          // The name is in the next cell: the thumbnail says nothing more (alt '').
          <Image src={p.images[0].thumb} alt="" width={40} height={40} className={own.thumb} />
        ) : (
          <span className={own.noPhoto}>{t('noPhoto')}</span>
        ),
    },
    { key: 'id', header: t('id'), cell: (p) => p.id, sortable: true, firstDir: 'desc', align: 'end' },
    { key: 'type', header: t('type'), cell: (p) => typeName(p.typeId) },
    { key: 'kind', header: t('kind'), cell: (p) => t(`kinds.${p.kind}`) },
    { key: 'price', header: t('price'), cell: (p) => f.money(p.price), sortable: true, firstDir: 'desc', align: 'end' },
    { key: 'stock', header: t('stock'), cell: (p) => f.number(p.stock), sortable: true, align: 'end' },
    {
      key: 'state',
      header: t('state'),
      cell: (p) => <Tag tone={p.status === 'on_sale' ? 'success' : 'neutral'}>{t(`status.${p.status}`)}</Tag>,
    },
  ];
  return (
    <>
      <TableFilters
        query={query}
        label={t('search')}
        serverError={read.error}
        fields={[{ key: 'q', label: t('search'), kind: 'text' }]}
      />
      <ConsoleTable
        call={read}
        query={query}
        columns={columns}
        rowKey={(p) => p.id}
        label={t('list')}
        empty={{ title: t('empty') }}
        open={{ label: (p) => t('openItem', { name: p.name }), onOpen: (p) => onOpen(p.id), current }}
        {...(selection
          ? { selection: { ...selection, rowLabel: (p: Product) => t('selectItem', { name: p.name }) } }
          : {})}
      />
    </>
  );
}
