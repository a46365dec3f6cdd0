import { ConsoleScreen } from '@/components/console/kit/console-screen';
import { CatalogueScreen } from '@/components/console/catalogue/catalogue-screen';

export default function Page() {
  return (
    <ConsoleScreen screen="catalogue">
      <CatalogueScreen />
    </ConsoleScreen>
  );
}
