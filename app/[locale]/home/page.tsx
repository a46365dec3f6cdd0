import { RouteScreen, routeMetadata, type LocaleParams } from '@/components/shell/route-screen';
import { HOME_HEAD_START } from '@/components/home/home-reads';
import { HomeScreen } from '@/components/home/home-screen';

export const generateMetadata = routeMetadata('home');

export default function Page({ params }: LocaleParams) {
  return (
    <RouteScreen id="home" params={params} headStart={HOME_HEAD_START}>
      <HomeScreen />
    </RouteScreen>
  );
}
