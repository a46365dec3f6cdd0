import { ConsoleScreen } from '@/components/console/console-screen';
import { UsersScreen } from '@/components/console/users-screen';

export default function Page() {
  return (
    <ConsoleScreen screen="users">
      <UsersScreen />
    </ConsoleScreen>
  );
}
