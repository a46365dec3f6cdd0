'use client';
// My team (mine/team/): the people who registered with my invitation code, newest first: who,
// their level and when they joined. Invitations only, no commissions. GetTeamList answers the
// whole team at once; the list shows it 20 at a time as the reader scrolls (InfiniteList), and a
// pull at the top asks the server again.
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';
import { useState } from 'react';
import { useTeamList } from '@/lib/api/hooks/use-reads';
import type { CallResult } from '@/lib/api/registry';
import { routeHref } from '@/lib/nav/href';
import { CallView } from '@/components/ui/call-view';
import { Image } from '@/components/ui/image';
import { InfiniteList } from '@/components/ui/infinite-list';
import { SkeletonGroup, SkeletonText } from '@/components/ui/skeleton';
import { EmptyState } from '@/components/ui/states';
import { Tag } from '@/components/ui/tag';
import styles from './invite.module.css';

export const TEAM_PAGE = 20;
type Member = CallResult<'GetTeamList'>['members'][number];

export function TeamSkeleton() {
  const t = useTranslations('team');
  return (
    <SkeletonGroup label={t('loading')}>
      <SkeletonText lines={4} />
    </SkeletonGroup>
  );
}

export function MemberRow({ member }: { member: Member }) {
  const t = useTranslations('team');
  const locale = useLocale();
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  return (
    <li className={styles.member} data-testid="team-member">
      <span className={styles.avatar} aria-hidden="true">
        {member.avatar ? (
          <Image src={member.avatar} alt="" width={40} height={40} />
        ) : (
          (member.nickname.trim()[0] ?? '?').toUpperCase()
        )}
      </span>
      <span className={styles.who}>
        <span className={styles.nick}>{member.nickname}</span>
        <span className={styles.meta}>
          {member.phone} · {t('joined', { date: date.format(new Date(member.joinedAt)) })}
        </span>
      </span>
      <Tag>{member.level.name}</Tag>
    </li>
  );
}

export function TeamList() {
  const t = useTranslations('team');
  const locale = useLocale();
  const team = useTeamList({});
  const [shown, setShown] = useState(TEAM_PAGE);
  return (
    <CallView call={team} skeleton={<TeamSkeleton />}>
      {({ members, total }) =>
        members.length === 0 ? (
          <EmptyState
            title={t('emptyTitle')}
            body={t('emptyBody')}
            action={
              <Link className={styles.actionLink} href={routeHref(locale, 'invite')}>
                {t('inviteAction')}
              </Link>
            }
          />
        ) : (
          <>
            <p className={styles.total} data-testid="team-total">
              {t('total', { count: total })}
            </p>
            <InfiniteList
              hasMore={shown < members.length}
              isLoadingMore={false}
              onLoadMore={() => setShown((n) => n + TEAM_PAGE)}
              onRefresh={async () => {
                setShown(TEAM_PAGE);
                await team.refresh();
              }}
              endText={t('end')}
            >
              <ul className={styles.members} aria-label={t('listLabel')}>
                {members.slice(0, shown).map((member) => (
                  <MemberRow key={member.id} member={member} />
                ))}
              </ul>
            </InfiniteList>
          </>
        )
      }
    </CallView>
  );
}
