// A chat group's name as everyone reads it: the general group (every buyer is in it) has no name of
// its own in the database that fits every language, so staff see the same localized name buyers do
// (chat.general, components/chat/group-list.tsx useGroupName); any other group, its stored name.
import { useTranslations } from 'next-intl';
import type { OperatorAnswer } from '@/lib/api/operator/calls';

type Group = Pick<OperatorAnswer<'chatGroups'>[number], 'general' | 'name'>;

export function useGroupName(): (group: Group) => string {
  const t = useTranslations('chat');
  return (group) => (group.general ? t('general') : group.name);
}
