import { Suspense } from 'react';
import { RouteScreen, routeMetadata, type LocaleParams } from '@/components/shell/route-screen';
import { CompanyScreen, CompanySkeleton } from '@/components/content/company-screen';

export const generateMetadata = routeMetadata('company');

export default function Page({ params }: LocaleParams) {
  return (
    <RouteScreen id="company" params={params}>
      <Suspense fallback={<CompanySkeleton />}>
        <CompanyScreen />
      </Suspense>
    </RouteScreen>
  );
}
