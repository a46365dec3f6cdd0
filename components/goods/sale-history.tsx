'use client';
// The item detail's sale history (GetSaleHistory): every earlier sale of this piece, the platform's
// first sale and each consignment resale, newest first, with the change from the sale before it.
// A consigned item shows it above the buy bar, so the buyer sees it before confirming.
import { useLocale, useTranslations } from 'next-intl';
import { useSaleHistory } from '@/lib/api/hooks/use-reads';
import type { CallResult } from '@/lib/api/registry';
import { formatMoney } from '@/lib/format';
import { CallView } from '@/components/ui/call-view';
import { SkeletonGroup, SkeletonText } from '@/components/ui/skeleton';
import styles from './sale-history.module.css';

type Sale = CallResult<'GetSaleHistory'>[number];

export function SaleHistory({ productId }: { productId: number }) {
  const t = useTranslations('saleHistory');
  const history = useSaleHistory({ id: productId });
  return (
    <section className={styles.section} aria-labelledby="sale-history-title" data-testid="sale-history">
      <h2 id="sale-history-title" className={styles.title}>
        {t('title')}
      </h2>
      <CallView
        call={history}
        skeleton={
          <SkeletonGroup label={t('loading')}>
            <SkeletonText lines={2} />
          </SkeletonGroup>
        }
        empty={<p className={styles.hint}>{t('empty')}</p>}
      >
        {(sales) => (
          <ol className={styles.list}>
            {sales.map((s, i) => (
              <SaleRow key={`${s.soldAt}-${i}`} sale={s} />
            ))}
          </ol>
        )}
      </CallView>
    </section>
  );
}

function SaleRow({ sale }: { sale: Sale }) {
  const t = useTranslations('saleHistory');
  const locale = useLocale();
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(sale.soldAt));
  const change = sale.change;
  return (
    <li className={styles.row} data-testid="sale">
      <div className={styles.what}>
        <span className={styles.kind}>{sale.kind === 'first' ? t('first') : t('resale')}</span>
        <time className={styles.date} dateTime={sale.soldAt}>
          {date}
        </time>
      </div>
      <div className={styles.amounts}>
        <span className={styles.price} data-testid="sale-price">
          {formatMoney(sale.price, locale)}
        </span>
        {change === null ? null : (
          <span className={change > 0 ? styles.up : change < 0 ? styles.down : styles.same} data-testid="sale-change">
            {change === 0
              ? t('same')
              : change > 0
                ? t('up', { amount: formatMoney(change, locale) })
                : t('down', { amount: formatMoney(-change, locale) })}
          </span>
        )}
      </div>
    </li>
  );
}
