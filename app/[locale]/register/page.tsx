import { Suspense } from 'react';
import { RouteScreen, routeMetadata, type LocaleParams } from '@/components/shell/route-screen';
import { LoginFormSkeleton } from '@/components/session/login-form';
import { RegisterForm } from '@/components/session/register-form';

export const generateMetadata = routeMetadata('register');

export default function Page({ params }: LocaleParams) {
  return (
    <RouteScreen id="register" params={params}>
      {/* The invitation code and the return target (?from=) are read on the client. */}
      <Suspense fallback={<LoginFormSkeleton />}>
        <RegisterForm />
      </Suspense>
    </RouteScreen>
  );
}
