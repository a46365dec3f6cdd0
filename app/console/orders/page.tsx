import { ConsoleScreen } from '@/components/console/kit/console-screen';
import { OrdersScreen } from '@/components/console/orders/orders-screen';

export default function Page() {
  return (
    <ConsoleScreen screen="orders">
      <OrdersScreen />
    </ConsoleScreen>
  );
}
