import { ConsoleScreen } from '@/components/console/kit/console-screen';
import { DashboardScreen } from '@/components/console/dashboard/dashboard-screen';

export default function Page() {
  return (
    <ConsoleScreen screen="dashboard">
      <DashboardScreen />
    </ConsoleScreen>
  );
}
