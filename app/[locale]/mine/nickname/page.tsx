import { NicknameScreen } from '@/components/account/nickname-form';
import { RouteScreen, routeMetadata, type LocaleParams } from '@/components/shell/route-screen';

export const generateMetadata = routeMetadata('nickname');

export default function Page({ params }: LocaleParams) {
  return (
    <RouteScreen id="nickname" params={params}>
      <NicknameScreen />
    </RouteScreen>
  );
}
