'use client';
// An item's photos in its form: the ones it has (each with Remove) and the upload field for more,
// to the console's productPhotoUpload with the session's CSRF header. Up to PRODUCT_PHOTOS_MAX in all.
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Image } from '@/components/ui/image';
import { UploadField, type UploadState } from '@/components/ui/upload-field';
import { MAX_UPLOAD_BYTES, PRODUCT_PHOTOS_MAX } from '@/lib/api/limits';
import type { OperatorAnswer } from '@/lib/api/operator/calls';
import { consolePath } from '@/lib/api/operator/facts';
import type { UploadTarget } from '@/lib/upload';
import { consoleWriteHeaders } from '@/lib/console/transport';
import styles from '../kit/panels.module.css';

type Photo = OperatorAnswer<'productList'>['items'][number]['images'][number];

const PHOTO_MAX_BYTES = MAX_UPLOAD_BYTES;
/** One object for the life of the page: the uploader re-reads its options when this changes. */
const PHOTO_TARGET: UploadTarget = {
  kind: 'session',
  url: consolePath('productPhotoUpload'),
  headers: consoleWriteHeaders,
};

export function KeptPhotos({ kept, onRemove }: { kept: Photo[]; onRemove: (url: string) => void }) {
  const t = useTranslations('console.catalogue');
  return (
    <fieldset className={styles.choices}>
      <legend className={styles.legend}>{t('photosNow')}</legend>
      <ul className={styles.keptPhotos}>
        {kept.map((img, index) => (
          <li key={img.url} className={styles.keptPhoto}>
            <Image src={img.thumb} alt={t('photoAlt', { index: index + 1 })} width={88} height={88} />
            <Button
              variant="secondary"
              onClick={() => onRemove(img.url)}
              aria-label={t('photoRemove', { index: index + 1 })}
            >
              {t('remove')}
            </Button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

export function NewPhotos({
  keptCount,
  onOversize,
  onChange,
  error,
}: {
  keptCount: number;
  onOversize: () => void;
  onChange: (state: UploadState) => void;
  error: string | undefined;
}) {
  const t = useTranslations('console.catalogue');
  return (
    <UploadField
      name="product-photos"
      label={keptCount > 0 ? t('photosMore') : t('photos')}
      hint={t('photosHint', { count: PRODUCT_PHOTOS_MAX - keptCount })}
      maxCount={PRODUCT_PHOTOS_MAX - keptCount}
      maxSize={PHOTO_MAX_BYTES}
      multiple
      target={PHOTO_TARGET}
      onOversize={onOversize}
      onChange={onChange}
      error={error}
    />
  );
}
