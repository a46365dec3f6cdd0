import { RouteScreen, routeMetadata, type LocaleParams } from '@/components/shell/route-screen';
import { WatchlistScreen } from '@/components/notify/watchlist-screen';

export const generateMetadata = routeMetadata('watchlist');

export default function Page({ params }: LocaleParams) {
  return (
    <RouteScreen id="watchlist" params={params}>
      <WatchlistScreen />
    </RouteScreen>
  );
}
