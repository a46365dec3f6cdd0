import { ConsoleScreen } from '@/components/console/console-screen';
import { OrdersScreen } from '@/components/console/orders-screen';

export default function Page() {
  return (
    <ConsoleScreen screen="orders">
      <OrdersScreen />
    </ConsoleScreen>
  );
}
