import { PasswordScreen } from '@/components/account/password-form';
import { RouteScreen, routeMetadata, type LocaleParams } from '@/components/shell/route-screen';

export const generateMetadata = routeMetadata('security');

export default function Page({ params }: LocaleParams) {
  return (
    <RouteScreen id="security" params={params}>
      <PasswordScreen />
    </RouteScreen>
  );
}
