'use client';
// The buyer's answer when support asked for more: a text and up to six photos, sent to the open
// request (replyAfterSale). The same checks and refusals as the request itself.
import { useTranslations } from 'next-intl';
import { AFTER_SALE_PHOTOS, AFTER_SALE_TEXT } from '@/lib/api/limits';
import { useApiForm } from '@/lib/form/use-api-form';
import { Form } from '@/components/ui/form';
import { TextAreaField } from '@/components/ui/text-area-field';
import { UploadField } from '@/components/ui/upload-field';
import { useFieldErrorText } from '@/components/ui/use-error-text';
import { toast } from '@/components/toast/toast-store';
import { fieldOf, PHOTO_MAX_BYTES } from './open-request-form';
import { photoList, usePhotoForm } from './use-photo-form';

const EMPTY = { kind: '', text: '', photos: '' };
type Values = typeof EMPTY;

export function ReplyForm({ caseId, onSent }: { caseId: number; onSent: () => void }) {
  const t = useTranslations('afterSale');
  const say = useFieldErrorText();
  const form = useApiForm('replyAfterSale', {
    initial: EMPTY,
    toInput: (v: Values) => ({ caseId, text: v.text.trim(), photos: photoList(v.photos) }),
    fieldOf,
    onSuccess: () => {
      toast(t('replySent'));
      onSent();
    },
  });
  const { values, errors, set } = form;
  const photos = usePhotoForm(set, form.submit);
  return (
    <Form
      label={t('replyTitle')}
      onSubmit={photos.onSubmit}
      error={form.formError}
      submitLabel={t('replySubmit')}
      busy={form.isSubmitting || photos.waiting}
    >
      <TextAreaField
        label={t('replyLabel')}
        name="reply"
        max={AFTER_SALE_TEXT}
        value={values.text}
        onChange={(v) => set('text', v)}
        error={say(errors.text)}
      />
      <UploadField
        name="after-sale-reply-photos"
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
  );
}
