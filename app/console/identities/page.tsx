import { ConsoleScreen } from '@/components/console/kit/console-screen';
import { IdentityQueue } from '@/components/console/queues/identity-queue';

export default function Page() {
  return (
    <ConsoleScreen screen="identities">
      <IdentityQueue />
    </ConsoleScreen>
  );
}
