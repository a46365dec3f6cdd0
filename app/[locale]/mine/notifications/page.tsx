import { RouteScreen, routeMetadata, type LocaleParams } from '@/components/shell/route-screen';
import { NotificationCentre } from '@/components/notify/notification-centre';

export const generateMetadata = routeMetadata('notifications');

export default function Page({ params }: LocaleParams) {
  return (
    <RouteScreen id="notifications" params={params}>
      <NotificationCentre />
    </RouteScreen>
  );
}
