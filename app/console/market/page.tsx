import { ConsoleScreen } from '@/components/console/kit/console-screen';
import { MarketScreen } from '@/components/console/market/market-screen';

export default function Page() {
  return (
    <ConsoleScreen screen="market">
      <MarketScreen />
    </ConsoleScreen>
  );
}
