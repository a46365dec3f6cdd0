'use client';
// The loan assistance zone (assist/, a tab in the second reading): information only. Gavel does
// not lend or arrange loans (docs/decisions.md), so the zone says so plainly, gives the safety
// tips a borrower needs, and links to the risk tips and the company page.
import { useLocale, useTranslations } from 'next-intl';
import { routeHref } from '@/lib/nav/href';
import { Card } from '@/components/ui/card';
import { Cell, CellList } from '@/components/ui/cell-list';
import styles from './content.module.css';

const TIPS = ['assistTip1', 'assistTip2', 'assistTip3', 'assistTip4'] as const;

export function AssistScreen() {
  const t = useTranslations('content');
  const routes = useTranslations('routes');
  const locale = useLocale();
  return (
    <div className={styles.stack}>
      <Card title={t('assistAbout')}>
        <p className={styles.lead}>{t('assistIntro')}</p>
      </Card>
      <Card title={t('assistTipsTitle')}>
        <ul className={styles.tips}>
          {TIPS.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
      </Card>
      <CellList title={t('assistMoreTitle')}>
        <Cell label={routes('agreementRisk')} href={routeHref(locale, 'agreementRisk')} />
        <Cell label={routes('company')} href={routeHref(locale, 'company')} />
      </CellList>
    </div>
  );
}
