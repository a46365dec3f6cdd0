import { Suspense } from 'react';
import { RouteScreen, routeMetadata, type LocaleParams } from '@/components/shell/route-screen';
import { GroupChatScreen } from '@/components/chat/group-chat';
import { MessagesSkeleton } from '@/components/chat/skeletons';

export const generateMetadata = routeMetadata('groupChat');

export default function Page({ params }: LocaleParams) {
  return (
    <RouteScreen id="groupChat" params={params}>
      {/* The group id is read from the URL on the client: static pages have no query. */}
      <Suspense fallback={<MessagesSkeleton />}>
        <GroupChatScreen />
      </Suspense>
    </RouteScreen>
  );
}
