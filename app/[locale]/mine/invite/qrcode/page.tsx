import { InviteQrcodeScreen } from '@/components/invite/invite-qrcode-screen';
import { RouteScreen, routeMetadata, type LocaleParams } from '@/components/shell/route-screen';

export const generateMetadata = routeMetadata('inviteQrcode');

export default function Page({ params }: LocaleParams) {
  return (
    <RouteScreen id="inviteQrcode" params={params}>
      <InviteQrcodeScreen />
    </RouteScreen>
  );
}
