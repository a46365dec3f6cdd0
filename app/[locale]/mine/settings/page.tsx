import { ComingSoon } from '@/components/shell/coming-soon';
import { LanguageSection } from '@/components/shell/language-menu';
import { RouteScreen, routeMetadata, type LocaleParams } from '@/components/shell/route-screen';

export const generateMetadata = routeMetadata('settings');

export default function Page({ params }: LocaleParams) {
  return (
    <RouteScreen id="settings" params={params}>
      <ComingSoon />
      <LanguageSection />
    </RouteScreen>
  );
}
