import { ConsoleScreen } from '@/components/console/console-screen';
import { IdentityQueue } from '@/components/console/identity-queue';

export default function Page() {
  return (
    <ConsoleScreen screen="identities">
      <IdentityQueue />
    </ConsoleScreen>
  );
}
