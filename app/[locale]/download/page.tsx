import { RouteScreen, routeMetadata, type LocaleParams } from '@/components/shell/route-screen';
import { DownloadScreen } from '@/components/content/download-screen';

export const generateMetadata = routeMetadata('download');

export default function Page({ params }: LocaleParams) {
  return (
    <RouteScreen id="download" params={params}>
      <DownloadScreen />
    </RouteScreen>
  );
}
