import { SettingsScreen } from '@/components/account/settings-screen';
import { UpdateCheck } from '@/components/content/update-check';
import { LanguageSection } from '@/components/shell/language-menu';
import { RouteScreen, routeMetadata, type LocaleParams } from '@/components/shell/route-screen';
import { SettingsLogout } from '@/components/account/settings-logout';

export const generateMetadata = routeMetadata('settings');

export default function Page({ params }: LocaleParams) {
  return (
    <RouteScreen id="settings" params={params}>
      <SettingsScreen about={<UpdateCheck />} />
      <LanguageSection />
      <SettingsLogout />
    </RouteScreen>
  );
}
