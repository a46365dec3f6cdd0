import { RouteScreen, routeMetadata, type LocaleParams } from '@/components/shell/route-screen';
import { BankScreen } from '@/components/bank/bank-screen';

export const generateMetadata = routeMetadata('bank');

export default function Page({ params }: LocaleParams) {
  return (
    <RouteScreen id="bank" params={params}>
      <BankScreen />
    </RouteScreen>
  );
}
