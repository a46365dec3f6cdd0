'use client';
// My invitations (mine/invite/info/): my code, how many people joined with it, the latest of
// them, and the way to the whole team and to inviting more.
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';
import { useTeamList } from '@/lib/api/hooks/use-reads';
import { routeHref } from '@/lib/nav/href';
import { CallView } from '@/components/ui/call-view';
import { Card } from '@/components/ui/card';
import { Cell, CellList } from '@/components/ui/cell-list';
import { MemberRow, TeamSkeleton } from './team-list';
import styles from './invite.module.css';

export const LATEST = 3;

export function InviteInfo() {
  const t = useTranslations('invite');
  const locale = useLocale();
  const team = useTeamList({});
  return (
    <CallView call={team} skeleton={<TeamSkeleton />}>
      {({ invitationCode, total, members }) => (
        <>
          <Card>
            <dl className={styles.stats}>
              <div className={styles.stat}>
                <dt>{t('myCode')}</dt>
                <dd data-testid="invite-code">{invitationCode}</dd>
              </div>
              <div className={styles.stat}>
                <dt>{t('invitedCount')}</dt>
                <dd data-testid="invited-count">{total}</dd>
              </div>
            </dl>
          </Card>
          {members.length === 0 ? (
            <Card className={styles.spaced} title={t('noneYetTitle')}>
              <p className={styles.lead}>{t('noneYetBody')}</p>
              <Link className={styles.actionLink} href={routeHref(locale, 'invite')}>
                {t('inviteNow')}
              </Link>
            </Card>
          ) : (
            <>
              <h2 className={styles.sectionTitle}>{t('latest')}</h2>
              <ul className={styles.members} aria-label={t('latest')}>
                {members.slice(0, LATEST).map((member) => (
                  <MemberRow key={member.id} member={member} />
                ))}
              </ul>
            </>
          )}
          <CellList>
            <Cell label={t('myTeam')} value={String(total)} href={routeHref(locale, 'team')} />
            <Cell label={t('inviteMore')} href={routeHref(locale, 'invite')} />
          </CellList>
        </>
      )}
    </CallView>
  );
}
