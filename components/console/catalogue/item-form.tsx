'use client';
// Add an item, or edit one: name, price, stock, kind, type, description and its photos. The type
// is required (issue 42: an item without one showed buyers whichever type came first), picked from
// productTypeList named in the console's language. Photos go up
// one by one through the kit's upload field to the console's productPhotoUpload (the buyers'
// upload checks on the server), with the session's CSRF header; an edit keeps the photos it had
// unless removed here. Up to PRODUCT_PHOTOS_MAX in all, in the order shown.
import { useTranslations } from 'next-intl';
import { useCallback, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FieldFrame, TextField } from '@/components/ui/field';
import { Form } from '@/components/ui/form';
import { MoneyField } from '@/components/ui/money-field';
import type { UploadState } from '@/components/ui/upload-field';
import { toast } from '@/components/toast/toast-store';
import { useErrorText, useFieldErrorText } from '@/components/ui/use-error-text';
import { PRODUCT_PHOTOS_MAX } from '@/lib/api/limits';
import type { OperatorAnswer } from '@/lib/api/operator/calls';
import { productKind } from '@/lib/api/schemas/catalog';
import { useConsoleLanguage } from '../kit/console-root';
import { refreshReads, useConsoleRead } from '../kit/use-console-read';
import { useConsoleSubmit } from '../kit/use-console-submit';
import { KeptPhotos, NewPhotos } from './item-photos';
import styles from '../kit/panels.module.css';
import own from './catalogue.module.css';

type Product = OperatorAnswer<'productList'>['items'][number];
type Kind = (typeof productKind.options)[number];

const FIELDS = ['name', 'price', 'stock', 'kind', 'typeId', 'description', 'images'] as const;

function valuesOf(p: Product | undefined) {
  return {
    name: p?.name ?? '',
    price: p ? p.price : (null as number | null),
    stock: p ? String(p.stock) : '1',
    kind: p?.kind ?? 'auction',
    /** None chosen yet on add: the select starts on "Choose a type", never on the first type. */
    typeId: p ? String(p.typeId) : '',
    description: p?.description ?? '',
  };
}

export function ItemForm({ product, onDone }: { product?: Product; onDone?: () => void }) {
  const t = useTranslations('console.catalogue');
  const fieldText = useFieldErrorText();
  const errorText = useErrorText();
  const kindId = useId();
  const { locale } = useConsoleLanguage();
  const types = useConsoleRead('productTypeList', { locale });
  const [v, setV] = useState(() => valuesOf(product));
  const [kept, setKept] = useState(() => product?.images ?? []);
  const [photos, setPhotos] = useState<UploadState>({ urls: [], uploading: false });
  const [photoError, setPhotoError] = useState<string | undefined>(undefined);
  // The upload field keeps its own list: a new key empties it after an item was added.
  const [round, setRound] = useState(0);
  const done = async (p: Product) => {
    toast(product ? t('saved', { name: p.name }) : t('added', { name: p.name }));
    if (!product) {
      setV(valuesOf(undefined));
      setRound((r) => r + 1);
    }
    await refreshReads('productList', 'auditList');
    onDone?.();
  };
  const add = useConsoleSubmit('productAdd', done, FIELDS);
  const edit = useConsoleSubmit('productEdit', done, FIELDS);
  const form = product ? edit : add;
  const set =
    <K extends keyof typeof v>(k: K) =>
    (value: (typeof v)[K]) => {
      form.clear(k);
      setV((old) => ({ ...old, [k]: value }));
    };
  // Stable: the uploader re-reads its options whenever a callback changes.
  const onOversize = useCallback(() => setPhotoError(t('photoTooBig')), [t]);
  const images = [...kept.map((i) => i.url), ...photos.urls];
  const photosChanged = !product || kept.length !== product.images.length || photos.urls.length > 0;

  return (
    <div className={styles.formColumn}>
      <Form
        label={product ? t('editTitle', { name: product.name }) : t('add')}
        onSubmit={(e) => {
          e.preventDefault();
          if (photos.uploading) {
            setPhotoError(t('photosUploading'));
            return;
          }
          const fields = {
            name: v.name.trim(),
            price: v.price ?? 0,
            stock: Number(v.stock),
            kind: v.kind,
            description: v.description,
          };
          // None chosen: sent without one, so the contract's check names the field (required).
          const typeId = v.typeId === '' ? undefined : Number(v.typeId);
          if (product) {
            void edit.submit({
              id: product.id,
              ...fields,
              ...(typeId === undefined ? {} : { typeId }),
              ...(photosChanged ? { images } : {}),
            });
          } else void add.submit({ ...fields, typeId: typeId as number, images });
        }}
        error={form.error}
        busy={form.busy}
        submitLabel={product ? t('editSubmit') : t('addSubmit')}
        footer={
          onDone ? (
            <Button variant="secondary" block onClick={onDone}>
              {t('cancel')}
            </Button>
          ) : null
        }
      >
        <TextField label={t('name')} value={v.name} onChange={set('name')} error={fieldText(form.fields.name)} />
        <MoneyField label={t('price')} value={v.price} onChange={set('price')} error={fieldText(form.fields.price)} />
        <TextField
          label={t('stock')}
          inputMode="numeric"
          value={v.stock}
          onChange={set('stock')}
          error={fieldText(form.fields.stock)}
        />
        <div className={styles.selectField}>
          <label htmlFor={kindId}>{t('kind')}</label>
          <select id={kindId} value={v.kind} onChange={(e) => set('kind')(e.target.value as Kind)}>
            {productKind.options.map((k) => (
              <option key={k} value={k}>
                {t(`kinds.${k}`)}
              </option>
            ))}
          </select>
        </div>
        <FieldFrame
          label={t('type')}
          hint={types.data?.length === 0 ? t('typesNone') : undefined}
          error={fieldText(form.fields.typeId) ?? (types.error ? errorText(types.error) : undefined)}
        >
          {({ id, describedBy, invalid }) => (
            <select
              id={id}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              required
              className={own.select}
              value={v.typeId}
              onChange={(e) => set('typeId')(e.target.value)}
            >
              <option value="" disabled>
                {types.isLoading ? '…' : t('typePick')}
              </option>
              {(types.data ?? []).map((type) => (
                <option key={type.id} value={String(type.id)}>
                  {type.name}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
        <FieldFrame label={t('description')} error={fieldText(form.fields.description)}>
          {({ id, describedBy }) => (
            <textarea
              id={id}
              aria-describedby={describedBy}
              className={styles.textarea}
              value={v.description}
              rows={3}
              onChange={(e) => set('description')(e.target.value)}
            />
          )}
        </FieldFrame>
        {kept.length > 0 ? (
          <KeptPhotos kept={kept} onRemove={(url) => setKept((list) => list.filter((i) => i.url !== url))} />
        ) : null}
        {kept.length < PRODUCT_PHOTOS_MAX ? (
          <NewPhotos
            key={round}
            keptCount={kept.length}
            onOversize={onOversize}
            onChange={(state) => {
              setPhotos(state);
              setPhotoError(undefined);
              form.clear('images');
            }}
            error={photoError ?? fieldText(form.fields.images)}
          />
        ) : null}
      </Form>
    </div>
  );
}
