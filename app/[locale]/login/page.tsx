import { Suspense } from 'react';
import { RouteScreen, routeMetadata, type LocaleParams } from '@/components/shell/route-screen';
import { LoginFormSkeleton, LoginScreen } from '@/components/session/login-form';

export const generateMetadata = routeMetadata('login');

export default function Page({ params }: LocaleParams) {
  return (
    <RouteScreen id="login" params={params}>
      {/* The return target (?from=) is read on the client. */}
      <Suspense fallback={<LoginFormSkeleton />}>
        <LoginScreen />
      </Suspense>
    </RouteScreen>
  );
}
