import { ConsoleScreen } from '@/components/console/kit/console-screen';
import { OperatorsScreen } from '@/components/console/operators/operators-screen';

export default function Page() {
  return (
    <ConsoleScreen screen="operators">
      <OperatorsScreen />
    </ConsoleScreen>
  );
}
