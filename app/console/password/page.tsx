import { Suspense } from 'react';
import { PasswordScreen } from '@/components/console/session/password-screen';

export default function Page() {
  return (
    <Suspense fallback={null}>
      <PasswordScreen />
    </Suspense>
  );
}
