import { ConsoleScreen } from '@/components/console/console-screen';
import { DashboardScreen } from '@/components/console/dashboard-screen';

export default function Page() {
  return (
    <ConsoleScreen screen="dashboard">
      <DashboardScreen />
    </ConsoleScreen>
  );
}
