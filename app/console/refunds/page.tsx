import { ConsoleScreen } from '@/components/console/console-screen';
import { ApplicationQueue } from '@/components/console/application-queue';

export default function Page() {
  return (
    <ConsoleScreen screen="refunds">
      <ApplicationQueue type="refund" />
    </ConsoleScreen>
  );
}
