import { ConsoleScreen } from '@/components/console/kit/console-screen';
import { ApplicationQueue } from '@/components/console/queues/application-queue';

export default function Page() {
  return (
    <ConsoleScreen screen="withdrawals">
      <ApplicationQueue type="withdraw" />
    </ConsoleScreen>
  );
}
