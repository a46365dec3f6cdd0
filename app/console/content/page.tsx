import { ConsoleScreen } from '@/components/console/console-screen';
import { ContentScreen } from '@/components/console/content-screen';

export default function Page() {
  return (
    <ConsoleScreen screen="content">
      <ContentScreen />
    </ConsoleScreen>
  );
}
