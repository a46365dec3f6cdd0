import { ConsoleScreen } from '@/components/console/console-screen';
import { CatalogueScreen } from '@/components/console/catalogue-screen';

export default function Page() {
  return (
    <ConsoleScreen screen="catalogue">
      <CatalogueScreen />
    </ConsoleScreen>
  );
}
