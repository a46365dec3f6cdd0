'use client';
// The invitation QR page (mine/invite/qrcode/): a large code to show someone, with the code in
// words under it and Save image.
import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { useUserInfo } from '@/lib/api/hooks/use-reads';
import { Button } from '@/components/ui/button';
import { CallView } from '@/components/ui/call-view';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { InviteQr } from './invite-qr';
import { InviteSkeleton } from './invite-screen';
import { useInviteActions, useInviteLink } from './use-invite';
import styles from './invite.module.css';

const BIG = 280;

export function InviteQrcodeScreen() {
  const info = useUserInfo({});
  return (
    <CallView call={info} skeleton={<InviteSkeleton />}>
      {(user) => <QrBody code={user.invitationCode} />}
    </CallView>
  );
}

function QrBody({ code }: { code: string }) {
  const t = useTranslations('invite');
  const link = useInviteLink(code);
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const { copy, save } = useInviteActions(code);
  return (
    <Card>
      <p className={styles.lead}>{t('scanLead')}</p>
      <div className={styles.center}>
        {link ? (
          <InviteQr link={link} size={BIG} onReady={(c) => (canvas.current = c)} />
        ) : (
          <Skeleton width={BIG} height={BIG} />
        )}
      </div>
      <p className={styles.codeLabel}>{t('myCode')}</p>
      <p className={styles.code} data-testid="invite-code">
        {code}
      </p>
      <div className={styles.row}>
        <Button variant="secondary" disabled={!link} onClick={() => link && void copy(link)}>
          {t('copyLink')}
        </Button>
        <Button disabled={!link} onClick={() => save(canvas.current)}>
          {t('saveImage')}
        </Button>
      </div>
    </Card>
  );
}
