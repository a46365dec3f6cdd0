'use client';
// Market (mkt23): the auction window (daily start and end, its time zone) with the consignment
// price rule (consignMarkupBp: the resale price over the bought price, in basis points, shown as
// a percentage) through windowGet / windowSet; the item types through productTypeList /
// productTypeAdd. Every role reads; catalogue and admin change (roleMay).
import { useTranslations } from 'next-intl';
import { Card } from '@/components/ui/card';
import { CallView } from '@/components/ui/call-view';
import { SkeletonGroup, SkeletonText } from '@/components/ui/skeleton';
import { EmptyState } from '@/components/ui/states';
import { roleMay } from '@/lib/api/operator/facts';
import { useMe } from '../kit/console-screen';
import { useConsoleRead } from '../kit/use-console-read';
import { TypeForm } from './type-form';
import { WindowFacts, WindowForm } from './window-form';
import styles from '../kit/panels.module.css';
import own from './market.module.css';

export function MarketScreen() {
  const t = useTranslations('console');
  const me = useMe();
  const win = useConsoleRead('windowGet', {});
  const types = useConsoleRead('productTypeList', {});
  const loading = (
    <SkeletonGroup label={t('loading')}>
      <SkeletonText lines={4} />
    </SkeletonGroup>
  );
  return (
    <div className={styles.stack}>
      <Card title={t('market.window')}>
        <CallView call={win} skeleton={loading}>
          {(w) =>
            roleMay(me.role, 'windowSet') ? (
              <WindowForm key={JSON.stringify(w)} window={w} />
            ) : (
              <WindowFacts window={w} />
            )
          }
        </CallView>
      </Card>
      <Card title={t('market.types')}>
        <CallView
          call={types}
          skeleton={loading}
          isEmpty={(d) => d.length === 0}
          empty={<EmptyState title={t('market.typesEmpty')} />}
        >
          {(d) => (
            <ol className={own.types} aria-label={t('market.types')}>
              {d.map((ty) => (
                <li key={ty.id}>{t('market.typeIs', { name: ty.name, id: ty.id, sort: ty.sort })}</li>
              ))}
            </ol>
          )}
        </CallView>
        {roleMay(me.role, 'productTypeAdd') ? <TypeForm /> : null}
      </Card>
    </div>
  );
}
