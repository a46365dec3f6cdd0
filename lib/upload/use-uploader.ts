'use client';
// React binding of the upload model: one Uploader per component, re-rendering on every change.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { xhrTransport } from './transport';
import { Uploader, type UploaderOptions } from './uploader';

export function useUploader(
  options: Omit<UploaderOptions, 'transport'> & { transport?: UploaderOptions['transport'] },
) {
  const [uploader] = useState(() => new Uploader({ transport: xhrTransport, ...options }));
  const { maxSize, maxCount, multiple, disabled, target, onOversize, timeout } = options;
  useEffect(() => {
    uploader.setOptions({ maxSize, maxCount, multiple, disabled, target, onOversize, timeout });
  }, [uploader, maxSize, maxCount, multiple, disabled, target, onOversize, timeout]);
  const items = useSyncExternalStore(uploader.subscribe, uploader.snapshot, uploader.snapshot);
  return {
    uploader,
    items,
    showTrigger: uploader.showTrigger,
    canAdd: uploader.canAdd,
    pickerLimit: uploader.pickerLimit,
  };
}
