import { InviteScreen } from '@/components/invite/invite-screen';
import { RouteScreen, routeMetadata, type LocaleParams } from '@/components/shell/route-screen';

export const generateMetadata = routeMetadata('invite');

export default function Page({ params }: LocaleParams) {
  return (
    <RouteScreen id="invite" params={params}>
      <InviteScreen />
    </RouteScreen>
  );
}
