'use client';
// The photos of an after-sale form (the request or a reply): what the upload field has stored so
// far, kept in the form's `photos` value (one URL a line), and a submit pressed while a photo is
// still on its way kept rather than refused: the form sends once the photos are stored (the
// recharge receipt does the same). A failed upload (toasted by the field) cancels the wait when
// nothing was stored: the buyer meant to send a photo.
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type { UploadState } from '@/components/ui/upload-field';
import { toast } from '@/components/toast/toast-store';

export function usePhotoForm(set: (field: 'photos', value: string) => void, submit: () => Promise<unknown>) {
  const t = useTranslations('afterSale');
  const [upload, setUpload] = useState<UploadState>({ urls: [], uploading: false });
  const [waiting, setWaiting] = useState(false);
  const sendWhenStored = useRef(false);

  const onUpload = useCallback(
    (state: UploadState) => {
      setUpload(state);
      set('photos', state.urls.join('\n'));
      if (!state.uploading) setWaiting(false);
    },
    [set],
  );

  useEffect(() => {
    if (!sendWhenStored.current || upload.uploading) return;
    sendWhenStored.current = false;
    if (upload.urls.length > 0) void submit();
  }, [upload, submit]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (upload.uploading) {
      sendWhenStored.current = true;
      setWaiting(true);
      toast(t('waitPhotos'));
      return;
    }
    return submit();
  };

  return { onUpload, onSubmit, waiting: waiting && upload.uploading };
}

/** The form's `photos` value as the call's list. */
export const photoList = (value: string): string[] => (value === '' ? [] : value.split('\n'));
