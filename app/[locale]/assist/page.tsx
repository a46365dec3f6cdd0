import { RouteScreen, routeMetadata, type LocaleParams } from '@/components/shell/route-screen';
import { AssistScreen } from '@/components/content/assist-screen';

export const generateMetadata = routeMetadata('assist');

export default function Page({ params }: LocaleParams) {
  return (
    <RouteScreen id="assist" params={params}>
      <AssistScreen />
    </RouteScreen>
  );
}
