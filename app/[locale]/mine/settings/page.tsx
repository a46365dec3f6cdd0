import { SettingsScreen } from '@/components/account/settings-screen';
import { LanguageSection } from '@/components/shell/language-menu';
import { RouteScreen, routeMetadata, type LocaleParams } from '@/components/shell/route-screen';

export const generateMetadata = routeMetadata('settings');

export default function Page({ params }: LocaleParams) {
  return (
    <RouteScreen id="settings" params={params}>
      {/* UPDATE-CHECK SLOT: pass the UpdateCheck component here, <SettingsScreen about={<UpdateCheck />} />
          (it renders inside the "About" cell group; without it a placeholder row shows). */}
      <SettingsScreen />
      <LanguageSection />
    </RouteScreen>
  );
}
