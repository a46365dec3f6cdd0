import { DataExportScreen } from '@/components/account/data-export-screen';
import { RouteScreen, routeMetadata, type LocaleParams } from '@/components/shell/route-screen';

export const generateMetadata = routeMetadata('dataExport');

export default function Page({ params }: LocaleParams) {
  return (
    <RouteScreen id="dataExport" params={params}>
      <DataExportScreen />
    </RouteScreen>
  );
}
