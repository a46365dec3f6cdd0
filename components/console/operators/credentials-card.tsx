'use client';
// A new or reset operator's credentials, shown once: the temporary password and TOTP secret (each
// with Copy), and the otpauth:// URI as text and as a QR code for an authenticator app.
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CopyButton } from '@/components/ui/copy-button';
import type { OperatorAnswer } from '@/lib/api/operator/calls';
import styles from '../kit/panels.module.css';

export type Credentials = OperatorAnswer<'operatorAdd'>;

function OtpQr({ uri, label }: { uri: string; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const node = canvas.current;
    if (!node) return;
    void import('qrcode').then((QR) => QR.toCanvas(node, uri, { width: 180, margin: 2 })).catch(() => undefined);
  }, [uri]);
  return <canvas ref={canvas} width={180} height={180} role="img" aria-label={label} className={styles.qr} />;
}

export function CredentialsCard({ credentials, onDone }: { credentials: Credentials; onDone: () => void }) {
  const t = useTranslations('console.operators');
  return (
    <Card title={t('credentialsTitle', { name: credentials.name })}>
      <p className={styles.warning} role="status">
        {t('credentialsOnce')}
      </p>
      <div className={styles.withMedia}>
        <dl className={styles.facts} data-testid="operator-credentials">
          <dt>{t('name')}</dt>
          <dd>{credentials.name}</dd>
          <dt>{t('temporaryPassword')}</dt>
          <dd>
            <code data-testid="operator-password">{credentials.password}</code>{' '}
            <CopyButton text={credentials.password} what={t('temporaryPassword')} />
          </dd>
          <dt>{t('totpSecret')}</dt>
          <dd>
            <code data-testid="operator-secret">{credentials.totpSecret}</code>{' '}
            <CopyButton text={credentials.totpSecret} what={t('totpSecret')} />
          </dd>
          <dt>{t('otpauth')}</dt>
          <dd className={styles.breakAll}>
            <code data-testid="operator-otpauth">{credentials.otpauthUri}</code>
          </dd>
        </dl>
        <OtpQr uri={credentials.otpauthUri} label={t('qrLabel', { name: credentials.name })} />
      </div>
      <Button variant="secondary" onClick={onDone}>
        {t('credentialsDone')}
      </Button>
    </Card>
  );
}
