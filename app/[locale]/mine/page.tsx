import { LanguageSection } from '@/components/shell/language-menu';
import { RouteScreen, routeMetadata, type LocaleParams } from '@/components/shell/route-screen';
import { MineScreen } from '@/components/money/mine-screen';

export const generateMetadata = routeMetadata('mine');

export default function Page({ params }: LocaleParams) {
  return (
    <RouteScreen id="mine" params={params}>
      <MineScreen language={<LanguageSection />} />
    </RouteScreen>
  );
}
