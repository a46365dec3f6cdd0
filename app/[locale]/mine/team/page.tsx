import { TeamList } from '@/components/invite/team-list';
import { RouteScreen, routeMetadata, type LocaleParams } from '@/components/shell/route-screen';

export const generateMetadata = routeMetadata('team');

export default function Page({ params }: LocaleParams) {
  return (
    <RouteScreen id="team" params={params}>
      <TeamList />
    </RouteScreen>
  );
}
