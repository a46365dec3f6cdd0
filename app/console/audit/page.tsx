import { ConsoleScreen } from '@/components/console/kit/console-screen';
import { AuditScreen } from '@/components/console/audit/audit-screen';

export default function Page() {
  return (
    <ConsoleScreen screen="audit">
      <AuditScreen />
    </ConsoleScreen>
  );
}
