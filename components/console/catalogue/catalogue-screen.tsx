'use client';
// The catalogue: every item (search by name, paged) with its photo, price, stock and state; add
// an item with its photos, edit one (item-form.tsx); take one off the shelf or put it back.
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/field';
import { Image } from '@/components/ui/image';
import { Tag } from '@/components/ui/tag';
import { toast } from '@/components/toast/toast-store';
import { useErrorText } from '@/components/ui/use-error-text';
import type { OperatorAnswer } from '@/lib/api/operator/calls';
import { roleMay } from '@/lib/api/operator/facts';
import { consoleCall } from '@/lib/console/transport';
import { useMe } from '../kit/console-screen';
import { ConsoleList } from '../kit/console-list';
import { Paging } from '../kit/queue-paging';
import { useConsoleFormat } from '../kit/use-console-format';
import { refreshReads, useConsoleRead } from '../kit/use-console-read';
import { ItemForm } from './item-form';
import { ShelfButton } from './shelf-button';
import { ItemLanguages } from '../kit/item-languages';
import { pageParam, useQueryState } from '../kit/use-query-state';
import styles from '../kit/panels.module.css';

type Product = OperatorAnswer<'productList'>['items'][number];

export function CatalogueScreen() {
  const t = useTranslations('console');
  const me = useMe();
  const q = useQueryState();
  const search = q.get('q') ?? '';
  const page = pageParam(q.get('page'));
  const list = useConsoleRead('productList', { page, pageSize: 20, ...(search ? { q: search } : {}) });
  const [text, setText] = useState(search);
  return (
    <div className={styles.stack}>
      {roleMay(me.role, 'productAdd') ? (
        <Card title={t('catalogue.add')}>
          <ItemForm />
        </Card>
      ) : null}
      <form
        className={styles.filters}
        role="search"
        aria-label={t('catalogue.search')}
        onSubmit={(e) => {
          e.preventDefault();
          q.set({ q: text.trim(), page: undefined });
        }}
      >
        <TextField label={t('catalogue.search')} type="search" value={text} onChange={setText} />
        <div className={styles.filterActions}>
          <Button type="submit">{t('catalogue.searchSubmit')}</Button>
        </div>
      </form>
      <ConsoleList
        call={list}
        items={(d) => d.items}
        itemKey={(p) => p.id}
        renderItem={(p) => <ProductRow product={p} canEdit={roleMay(me.role, 'productEdit')} />}
        empty={{ title: t('catalogue.empty') }}
        footer={(d) => (
          <Paging page={d.page} pageSize={d.pageSize} total={d.total} onPage={(p) => q.set({ page: p })} />
        )}
      />
    </div>
  );
}

function ProductRow({ product: p, canEdit }: { product: Product; canEdit: boolean }) {
  const t = useTranslations('console.catalogue');
  const f = useConsoleFormat();
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(undefined);
  const [editing, setEditing] = useState(false);
  const [languages, setLanguages] = useState(false);
  const me = useMe();
  const offShelf = p.status === 'off_shelf';
  const toggle = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await consoleCall('productEdit', { id: p.id, offShelf: !offShelf });
      toast(offShelf ? t('backOnShelf') : t('takenOff'));
      await refreshReads('productList', 'auditList');
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card
      title={p.name}
      actions={<Tag tone={p.status === 'on_sale' ? 'success' : 'neutral'}>{t(`status.${p.status}`)}</Tag>}
    >
      <div className={styles.withMedia}>
        <dl className={styles.facts}>
          <dt>{t('id')}</dt>
          <dd>{p.id}</dd>
          <dt>{t('kind')}</dt>
          <dd>{t(`kinds.${p.kind}`)}</dd>
          <dt>{t('price')}</dt>
          <dd>{f.money(p.price)}</dd>
          <dt>{t('stock')}</dt>
          <dd>{f.number(p.stock)}</dd>
        </dl>
        {p.images[0] ? (
          <Image src={p.images[0].thumb} alt={p.name} width={96} height={96} className={styles.photo} />
        ) : null}
      </div>
      {canEdit && !p.consigned && !editing ? (
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => setEditing(true)}>
            {t('edit')}
          </Button>
          <ShelfButton name={p.name} offShelf={offShelf} busy={busy} onToggle={toggle} />
        </div>
      ) : null}
      {roleMay(me.role, 'contentTexts') && !p.consigned ? (
        <Button variant="secondary" aria-expanded={languages} onClick={() => setLanguages((open) => !open)}>
          {languages ? t('languagesClose') : t('languages')}
        </Button>
      ) : null}
      {languages ? <ItemLanguages id={p.id} canEdit={roleMay(me.role, 'contentTextSet')} /> : null}
      {editing ? <ItemForm product={p} onDone={() => setEditing(false)} /> : null}
      {error ? (
        <p className={styles.error} role="alert">
          {errorText(error)}
        </p>
      ) : null}
    </Card>
  );
}
