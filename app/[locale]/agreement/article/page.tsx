import { Suspense } from 'react';
import { RouteScreen, routeMetadata, type LocaleParams } from '@/components/shell/route-screen';
import { ArticleScreen } from '@/components/content/article-screen';
import { ArticleSkeleton } from '@/components/content/article-view';

export const generateMetadata = routeMetadata('article');

export default function Page({ params }: LocaleParams) {
  return (
    <RouteScreen id="article" params={params}>
      <Suspense fallback={<ArticleSkeleton />}>
        <ArticleScreen />
      </Suspense>
    </RouteScreen>
  );
}
