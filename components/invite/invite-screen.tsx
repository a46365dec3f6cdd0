'use client';
// Invite friends (mine/invite/): my invitation code and share link with Copy, the QR code drawn
// on the device with Save image, and the way to the QR page, my invitations and my team.
import { useLocale, useTranslations } from 'next-intl';
import { useRef } from 'react';
import { useUserInfo } from '@/lib/api/hooks/use-reads';
import { routeHref } from '@/lib/nav/href';
import { Button } from '@/components/ui/button';
import { CallView } from '@/components/ui/call-view';
import { Card } from '@/components/ui/card';
import { Cell, CellList } from '@/components/ui/cell-list';
import { Skeleton, SkeletonGroup, SkeletonText } from '@/components/ui/skeleton';
import { InviteQr } from './invite-qr';
import { useInviteActions, useInviteLink } from './use-invite';
import styles from './invite.module.css';

export function InviteSkeleton() {
  const t = useTranslations('invite');
  return (
    <SkeletonGroup label={t('loading')}>
      <SkeletonText lines={2} />
      <Skeleton width={240} height={240} />
    </SkeletonGroup>
  );
}

export function InviteScreen() {
  const info = useUserInfo({});
  return (
    <CallView call={info} skeleton={<InviteSkeleton />}>
      {(user) => <InviteBody code={user.invitationCode} />}
    </CallView>
  );
}

function InviteBody({ code }: { code: string }) {
  const t = useTranslations('invite');
  const locale = useLocale();
  const link = useInviteLink(code);
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const { copy, save } = useInviteActions(code);
  return (
    <>
      <Card>
        <p className={styles.lead}>{t('lead')}</p>
        <p className={styles.codeLabel}>{t('myCode')}</p>
        <p className={styles.code} data-testid="invite-code">
          {code}
        </p>
        <div className={styles.row}>
          <Button variant="secondary" onClick={() => void copy(code)}>
            {t('copyCode')}
          </Button>
        </div>
      </Card>
      <Card className={styles.spaced} title={t('shareTitle')}>
        <div className={styles.center}>
          {link ? (
            <InviteQr link={link} onReady={(c) => (canvas.current = c)} />
          ) : (
            <Skeleton width={240} height={240} />
          )}
        </div>
        <p className={styles.link} data-testid="invite-link">
          {link ?? ''}
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
      <CellList>
        <Cell label={t('openQr')} href={routeHref(locale, 'inviteQrcode')} />
        <Cell label={t('myInvitations')} href={routeHref(locale, 'inviteInfo')} />
        <Cell label={t('myTeam')} href={routeHref(locale, 'team')} />
      </CellList>
    </>
  );
}
