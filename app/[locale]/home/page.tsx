import { RouteScreen, routeMetadata, type LocaleParams } from '@/components/shell/route-screen';
import { HomeScreen } from '@/components/home/home-screen';

export const generateMetadata = routeMetadata('home');

export default function Page({ params }: LocaleParams) {
  return (
    <RouteScreen id="home" params={params}>
      <HomeScreen />
    </RouteScreen>
  );
}
