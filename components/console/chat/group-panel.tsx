'use client';
// The chosen chat group: its members (everyone, for the general group) and its recent messages.
import { useTranslations } from 'next-intl';
import { Card } from '@/components/ui/card';
import type { OperatorAnswer } from '@/lib/api/operator/calls';
import { roleMay } from '@/lib/api/operator/facts';
import { useMe } from '../kit/console-screen';
import { ChatMessages } from './chat-messages';
import { useGroupName } from './group-name';
import { AddMember, Members } from './members';
import styles from '../kit/panels.module.css';

export type Group = OperatorAnswer<'chatGroups'>[number];

export function GroupPanel({ group }: { group: Group }) {
  const t = useTranslations('console.chat');
  const me = useMe();
  const name = useGroupName()(group);
  return (
    <section className={styles.stack} aria-label={name}>
      <Card title={t('membersTitle', { name })}>
        {group.general ? (
          <p className={styles.muted}>{t('everyone')}</p>
        ) : (
          <>
            {roleMay(me.role, 'chatMemberAdd') ? <AddMember groupId={group.id} /> : null}
            <Members groupId={group.id} />
          </>
        )}
      </Card>
      <ChatMessages groupId={group.id} canDelete={roleMay(me.role, 'chatMessageDelete')} />
    </section>
  );
}
