import { LanguageSection } from '@/components/shell/language-menu';
import { RouteScreen, routeMetadata, type LocaleParams } from '@/components/shell/route-screen';
import { MineScreen } from '@/components/money/mine-screen';
import { MineSkeleton } from '@/components/money/mine-skeleton';
import { BALANCE_SLOT } from '@/lib/first-texts';

export const generateMetadata = routeMetadata('mine');

export default function Page({ params }: LocaleParams) {
  return (
    <RouteScreen id="mine" params={params} gateSkeleton={<MineSkeleton />} firstTexts={[BALANCE_SLOT]}>
      <MineScreen language={<LanguageSection />} />
    </RouteScreen>
  );
}
