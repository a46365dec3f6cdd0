import { ConsoleScreen } from '@/components/console/kit/console-screen';
import { UsersScreen } from '@/components/console/users/users-screen';

export default function Page() {
  return (
    <ConsoleScreen screen="users">
      <UsersScreen />
    </ConsoleScreen>
  );
}
