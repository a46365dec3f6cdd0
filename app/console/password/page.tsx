import { Suspense } from 'react';
import { PasswordScreen } from '@/components/console/password-screen';

export default function Page() {
  return (
    <Suspense fallback={null}>
      <PasswordScreen />
    </Suspense>
  );
}
