'use client';
// The invitation QR code, drawn on this device into a <canvas> by the `qrcode` library (loaded
// only when the code is shown). `onReady` hands the canvas over for "Save image".
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import styles from './invite.module.css';

export const QR_SIZE = 240;

export function InviteQr({
  link,
  size = QR_SIZE,
  onReady,
}: {
  link: string;
  size?: number;
  onReady?: (canvas: HTMLCanvasElement | null) => void;
}) {
  const t = useTranslations('invite');
  const canvas = useRef<HTMLCanvasElement>(null);
  // What was last drawn, for which link: a new link is "drawing" until its own answer.
  const [drawn, setDrawn] = useState<{ key: string; ok: boolean } | null>(null);
  const key = `${size}:${link}`;
  const state = drawn?.key !== key ? 'drawing' : drawn.ok ? 'ready' : 'failed';
  const ready = useRef(onReady);
  useEffect(() => {
    ready.current = onReady;
  });
  useEffect(() => {
    let live = true;
    void import('qrcode')
      .then((QRCode) =>
        QRCode.toCanvas(canvas.current, link, {
          width: size,
          margin: 2,
          errorCorrectionLevel: 'M',
          color: { dark: '#1f2329', light: '#ffffff' },
        }),
      )
      .then(() => {
        if (!live) return;
        setDrawn({ key: `${size}:${link}`, ok: true });
        ready.current?.(canvas.current);
      })
      .catch(() => {
        if (!live) return;
        setDrawn({ key: `${size}:${link}`, ok: false });
        ready.current?.(null);
      });
    return () => {
      live = false;
    };
  }, [link, size]);
  return (
    <div className={styles.qr} style={{ width: size, height: size }}>
      {state === 'drawing' ? <Skeleton width={size} height={size} /> : null}
      {state === 'failed' ? <p className={styles.qrFailed}>{t('qrFailed')}</p> : null}
      <canvas
        ref={canvas}
        width={size}
        height={size}
        role="img"
        aria-label={t('qrAlt')}
        data-testid="invite-qr"
        data-link={link}
        className={state === 'ready' ? styles.canvas : styles.hidden}
      />
    </div>
  );
}

/** Saves the canvas as a PNG file (a download of its data URL). */
export function saveCanvas(canvas: HTMLCanvasElement, fileName: string): void {
  const a = document.createElement('a');
  a.href = canvas.toDataURL('image/png');
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
}

/** Copies text: the Clipboard API, else the old select-and-copy; false when neither worked. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.className = 'visually-hidden';
    document.body.append(area);
    area.select();
    let ok = false;
    try {
      ok = document.execCommand('copy');
    } catch {
      ok = false;
    }
    area.remove();
    return ok;
  }
}
