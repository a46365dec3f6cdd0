import { ConsoleScreen } from '@/components/console/console-screen';
import { OperatorsScreen } from '@/components/console/operators-screen';

export default function Page() {
  return (
    <ConsoleScreen screen="operators">
      <OperatorsScreen />
    </ConsoleScreen>
  );
}
