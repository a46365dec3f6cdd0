'use client';
// A QR code drawn on a canvas. The `qrcode` library is loaded only when a code is drawn (a
// dynamic import: no other screen pays for it).
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import styles from './content.module.css';

export const QR_SIZE = 200;

export function QrCode({ text, label }: { text: string; label: string }) {
  const t = useTranslations('content');
  const canvas = useRef<HTMLCanvasElement>(null);
  const [failedFor, setFailedFor] = useState<string | null>(null);

  useEffect(() => {
    const node = canvas.current;
    if (!node || !text) return;
    let cancelled = false;
    import('qrcode')
      .then((QRCode) =>
        QRCode.toCanvas(node, text, { width: QR_SIZE, margin: 2, errorCorrectionLevel: 'M' }).then(() => {
          if (!cancelled) node.dataset.drawn = 'true';
        }),
      )
      .catch(() => {
        if (!cancelled) setFailedFor(text);
      });
    return () => {
      cancelled = true;
    };
  }, [text]);

  if (failedFor === text) return <p className={styles.meta}>{t('qrFailed')}</p>;
  return (
    <canvas
      ref={canvas}
      className={styles.qr}
      width={QR_SIZE}
      height={QR_SIZE}
      role="img"
      aria-label={label}
      data-testid="qr-code"
    />
  );
}
