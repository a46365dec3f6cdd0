import { ConsoleScreen } from '@/components/console/console-screen';
import { AuditScreen } from '@/components/console/audit-screen';

export default function Page() {
  return (
    <ConsoleScreen screen="audit">
      <AuditScreen />
    </ConsoleScreen>
  );
}
