import { InviteInfo } from '@/components/invite/invite-info';
import { RouteScreen, routeMetadata, type LocaleParams } from '@/components/shell/route-screen';

export const generateMetadata = routeMetadata('inviteInfo');

export default function Page({ params }: LocaleParams) {
  return (
    <RouteScreen id="inviteInfo" params={params}>
      <InviteInfo />
    </RouteScreen>
  );
}
