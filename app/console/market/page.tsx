import { ConsoleScreen } from '@/components/console/console-screen';
import { MarketScreen } from '@/components/console/market-screen';

export default function Page() {
  return (
    <ConsoleScreen screen="market">
      <MarketScreen />
    </ConsoleScreen>
  );
}
