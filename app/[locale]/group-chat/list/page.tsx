import { RouteScreen, routeMetadata, type LocaleParams } from '@/components/shell/route-screen';
import { GroupChatList } from '@/components/chat/group-list';

export const generateMetadata = routeMetadata('groupChatList');

export default function Page({ params }: LocaleParams) {
  return (
    <RouteScreen id="groupChatList" params={params}>
      <GroupChatList />
    </RouteScreen>
  );
}
