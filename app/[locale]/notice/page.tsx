import { Suspense } from 'react';
import { RouteScreen, routeMetadata, type LocaleParams } from '@/components/shell/route-screen';
import { NoticeScreen, NoticeSkeleton } from '@/components/content/notice-screen';

export const generateMetadata = routeMetadata('notice');

export default function Page({ params }: LocaleParams) {
  return (
    <RouteScreen id="notice" params={params}>
      {/* `?id=` (one notice) is read on the client: static pages have no query. */}
      <Suspense fallback={<NoticeSkeleton />}>
        <NoticeScreen />
      </Suspense>
    </RouteScreen>
  );
}
