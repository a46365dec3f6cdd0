'use client';
// Report a problem with a delivered order: what went wrong (three real radio buttons), what
// happened in the buyer's words (label, counter), up to six photos (uploaded as any photo, kept
// private by the server once the request refers to them), then one Send. The call's own schema
// checks it first, so a missing choice or text is said under its field before anything is sent;
// the server's refusals (the window closed, a request already open) are said above Send, in words.
// Nothing here promises an outcome: support reads it and answers.
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { AfterSaleKind } from '@/lib/api/schemas/aftersale';
import { AFTER_SALE_PHOTOS, AFTER_SALE_TEXT, MAX_UPLOAD_BYTES } from '@/lib/api/limits';
import { useApiForm } from '@/lib/form/use-api-form';
import { Card } from '@/components/ui/card';
import { Form } from '@/components/ui/form';
import { TextAreaField } from '@/components/ui/text-area-field';
import { UploadField } from '@/components/ui/upload-field';
import { useFieldErrorText } from '@/components/ui/use-error-text';
import { toast } from '@/components/toast/toast-store';
import { photoList, usePhotoForm } from './use-photo-form';
import styles from './aftersale.module.css';

export const PHOTO_MAX_BYTES = MAX_UPLOAD_BYTES;

export const KINDS = ['not_received', 'damaged', 'not_as_described'] as const satisfies readonly AfterSaleKind[];

const EMPTY = { kind: '', text: '', photos: '' };
type Values = typeof EMPTY;

/** A field path of the server's answer (`photos.2`) as the form field it belongs to. */
export const fieldOf = (path: string): keyof Values | undefined => {
  const head = path.split('.')[0];
  return head === 'kind' || head === 'text' || head === 'photos' ? head : undefined;
};

export function OpenRequestForm({
  orderId,
  again,
  onOpened,
}: {
  orderId: number;
  /** Another request after a closed one: the title says so. */
  again: boolean;
  onOpened: () => void;
}) {
  const t = useTranslations('afterSale');
  const say = useFieldErrorText();
  const legendId = useId();
  const kindErrorId = useId();
  const form = useApiForm('openAfterSale', {
    initial: EMPTY,
    toInput: (v: Values) => ({
      orderId,
      kind: v.kind === '' ? undefined : v.kind,
      text: v.text.trim(),
      photos: photoList(v.photos),
    }),
    fieldOf,
    onSuccess: () => {
      toast(t('sent'));
      onOpened();
    },
  });
  const { values, errors, set } = form;
  const photos = usePhotoForm(set, form.submit);
  const kindError = say(errors.kind);
  return (
    <Card title={again ? t('formTitleAgain') : t('formTitle')}>
      <p className={styles.intro}>{t('formIntro')}</p>
      <Form
        label={again ? t('formTitleAgain') : t('formTitle')}
        onSubmit={photos.onSubmit}
        error={form.formError}
        submitLabel={t('submit')}
        busy={form.isSubmitting || photos.waiting}
      >
        <fieldset
          className={kindError ? `${styles.kinds} ${styles.kindInvalid}` : styles.kinds}
          aria-labelledby={legendId}
          aria-describedby={kindError ? kindErrorId : undefined}
          data-testid="after-sale-kind"
        >
          <legend id={legendId} className={styles.legend}>
            {t('kindLabel')}
          </legend>
          {KINDS.map((kind) => (
            <label key={kind} className={styles.kind}>
              <input
                type="radio"
                name="kind"
                value={kind}
                checked={values.kind === kind}
                onChange={() => set('kind', kind)}
              />
              <span>{t(`kind.${kind}`)}</span>
            </label>
          ))}
          {kindError ? (
            <p id={kindErrorId} className={styles.fieldError} data-testid="field-error">
              {kindError}
            </p>
          ) : null}
        </fieldset>
        <TextAreaField
          label={t('textLabel')}
          hint={t('textHint')}
          name="text"
          max={AFTER_SALE_TEXT}
          value={values.text}
          onChange={(v) => set('text', v)}
          error={say(errors.text)}
        />
        <UploadField
          name="after-sale-photos"
          label={t('photosField', { max: AFTER_SALE_PHOTOS })}
          hint={t('photosHint', { size: PHOTO_MAX_BYTES / (1024 * 1024) })}
          maxSize={PHOTO_MAX_BYTES}
          maxCount={AFTER_SALE_PHOTOS}
          multiple
          disabled={form.isSubmitting}
          onChange={photos.onUpload}
          error={say(errors.photos)}
        />
      </Form>
    </Card>
  );
}
