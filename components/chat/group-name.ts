// A group's name as the reader sees it: the general group's is translated. Its own module so the
// group chat screen does not carry the group list with it (first load, issue 39).
import { useTranslations } from 'next-intl';
import type { ChatGroup } from '@/lib/api/schemas/chat';

export function useGroupName() {
  const t = useTranslations('chat');
  return (group: Pick<ChatGroup, 'general' | 'name'>) => (group.general ? t('general') : group.name);
}
