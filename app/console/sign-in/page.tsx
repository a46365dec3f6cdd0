import { Suspense } from 'react';
import { SignInScreen } from '@/components/console/session/sign-in-screen';

export default function Page() {
  return (
    <Suspense fallback={null}>
      <SignInScreen />
    </Suspense>
  );
}
