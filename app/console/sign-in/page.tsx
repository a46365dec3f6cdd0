import { Suspense } from 'react';
import { SignInScreen } from '@/components/console/sign-in-screen';

export default function Page() {
  return (
    <Suspense fallback={null}>
      <SignInScreen />
    </Suspense>
  );
}
