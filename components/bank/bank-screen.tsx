'use client';
// The bank card screen (mine/bank/): the saved withdrawal card, masked and grouped in fours,
// and the form to add or replace it. The reference read-then-edit screen.
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useUserBankInfo } from '@/lib/api/hooks/use-reads';
import { maskCardNumber } from '@/lib/format';
import { Button } from '@/components/ui/button';
import { CardNumber } from '@/components/ui/card-number';
import { CallView } from '@/components/ui/call-view';
import { Card } from '@/components/ui/card';
import { Cell, CellList } from '@/components/ui/cell-list';
import { SkeletonGroup, SkeletonText } from '@/components/ui/skeleton';
import { EmptyState } from '@/components/ui/states';
import { BankCardForm, hasBankDraft } from './bank-card-form';
import styles from './bank-screen.module.css';

export function BankScreen() {
  const t = useTranslations('bank');
  const locale = useLocale();
  const card = useUserBankInfo({});
  // Back from setting the pay password the form was left for: it opens again, as it was typed.
  const [editing, setEditing] = useState(hasBankDraft);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  return (
    <CallView
      call={card}
      skeleton={
        <SkeletonGroup label={t('loading')}>
          <Card>
            <SkeletonText lines={4} />
          </Card>
        </SkeletonGroup>
      }
    >
      {(saved) => {
        if (editing)
          return (
            <Card title={saved === null ? t('add') : t('change')}>
              <BankCardForm onDone={() => setEditing(false)} onCancel={() => setEditing(false)} />
            </Card>
          );
        if (saved === null)
          return (
            <EmptyState
              title={t('noneTitle')}
              body={t('noneBody')}
              action={<Button onClick={() => setEditing(true)}>{t('add')}</Button>}
            />
          );
        return (
          <>
            <section className={styles.bankCard} aria-label={t('current')}>
              <p className={styles.bankName}>{saved.bankName}</p>
              <p className={styles.number}>
                <CardNumber data-testid="card-number" value={maskCardNumber(saved.cardNumber)} />
              </p>
              <p className={styles.holder}>{saved.holderName}</p>
            </section>
            <CellList>
              <Cell label={t('bankName')} value={saved.bankName} />
              <Cell label={t('holderName')} value={saved.holderName} />
              {saved.branch ? <Cell label={t('branch')} value={saved.branch} /> : null}
            </CellList>
            <p className={styles.updated}>{t('updatedAt', { date: date.format(new Date(saved.updatedAt)) })}</p>
            <Button block variant="secondary" onClick={() => setEditing(true)}>
              {t('change')}
            </Button>
          </>
        );
      }}
    </CallView>
  );
}
