'use client';
// Chat moderation: the groups (add one by name), and for the chosen group (in the URL) its members
// (add one by full phone number) and its recent messages, each with Delete. Buttons follow the
// contract's roles; the server refuses anyway.
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Tag } from '@/components/ui/tag';
import { roleMay } from '@/lib/api/operator/facts';
import { useMe } from '../kit/console-screen';
import { ConsoleList } from '../kit/console-list';
import { useConsoleRead } from '../kit/use-console-read';
import { useQueryState } from '../kit/use-query-state';
import { AddGroup } from './add-group';
import { GroupPanel, type Group } from './group-panel';
import { useGroupName } from './group-name';
import styles from '../kit/panels.module.css';

export function ChatScreen() {
  const t = useTranslations('console.chat');
  const me = useMe();
  const q = useQueryState();
  const groups = useConsoleRead('chatGroups', {});
  const selected = Number(q.get('group'));
  const group = groups.data?.find((g) => g.id === selected);
  return (
    <div className={styles.stack}>
      {roleMay(me.role, 'chatGroupAdd') ? <AddGroup onAdded={(id) => q.set({ group: id, before: undefined })} /> : null}
      <ConsoleList
        call={groups}
        items={(d) => d}
        itemKey={(g) => g.id}
        label={t('groups')}
        lines={4}
        empty={{ title: t('noGroups') }}
        renderItem={(g) => (
          <GroupRow group={g} open={g.id === selected} onOpen={() => q.set({ group: g.id, before: undefined })} />
        )}
      />
      {group ? <GroupPanel key={group.id} group={group} /> : null}
    </div>
  );
}

function GroupRow({ group, open, onOpen }: { group: Group; open: boolean; onOpen: () => void }) {
  const t = useTranslations('console.chat');
  const name = useGroupName();
  return (
    <Card
      title={name(group)}
      headingLevel={2}
      actions={group.general ? <Tag tone="accent">{t('general')}</Tag> : undefined}
    >
      <p className={styles.line}>{group.general ? t('everyone') : t('memberCount', { n: group.members })}</p>
      <Button variant="secondary" onClick={onOpen} aria-pressed={open}>
        {t('open')}
      </Button>
    </Card>
  );
}
