import { ConsoleScreen } from '@/components/console/kit/console-screen';
import { AfterSaleScreen } from '@/components/console/aftersale/aftersale-screen';

export default function Page() {
  return (
    <ConsoleScreen screen="aftersale">
      <AfterSaleScreen />
    </ConsoleScreen>
  );
}
