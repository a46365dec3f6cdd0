import { ConsoleScreen } from '@/components/console/kit/console-screen';
import { ContentScreen } from '@/components/console/content/content-screen';

export default function Page() {
  return (
    <ConsoleScreen screen="content">
      <ContentScreen />
    </ConsoleScreen>
  );
}
