'use client';
// One item opened from the catalogue table: its facts and photo, Edit (item-form.tsx), take it off
// sale or put it back (shelf-button.tsx, which asks first), and its texts per language.
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Image } from '@/components/ui/image';
import { Tag } from '@/components/ui/tag';
import { toast } from '@/components/toast/toast-store';
import { useErrorText } from '@/components/ui/use-error-text';
import type { OperatorAnswer } from '@/lib/api/operator/calls';
import { roleMay } from '@/lib/api/operator/facts';
import { consoleCall } from '@/lib/console/transport';
import { useMe } from '../kit/console-screen';
import { ItemLanguages } from '../kit/item-languages';
import { useConsoleFormat } from '../kit/use-console-format';
import { refreshReads } from '../kit/use-console-read';
import { ItemForm } from './item-form';
import { ShelfButton } from './shelf-button';
import styles from '../kit/panels.module.css';

type Product = OperatorAnswer<'productList'>['items'][number];

export function ItemCard({ product: p, canEdit }: { product: Product; canEdit: boolean }) {
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
