'use client';
// The Content screen's money instructions (issue 41 #3): the recharge instructions and each
// receiving account's branch, in every language side by side (the kit's ContentLanguages, as
// notices). Buyers read them on the recharge screen in their language, else the default
// language's text marked as such. The bank, the account name and the number are shown, never
// editable per language: they are what a buyer types into their bank.
import { useTranslations } from 'next-intl';
import { Card } from '@/components/ui/card';
import { CallView } from '@/components/ui/call-view';
import { EmptyState } from '@/components/ui/states';
import { SkeletonGroup, SkeletonText } from '@/components/ui/skeleton';
import { Tag } from '@/components/ui/tag';
import type { OperatorAnswer } from '@/lib/api/operator/calls';
import { roleMay } from '@/lib/api/operator/facts';
import { useMe } from '../kit/console-screen';
import { ContentLanguages } from '../kit/item-languages';
import { useConsoleRead } from '../kit/use-console-read';
import styles from '../kit/panels.module.css';

type Account = OperatorAnswer<'platformAccountList'>[number];

export function MoneyInstructions() {
  const t = useTranslations('console');
  const me = useMe();
  const canEdit = roleMay(me.role, 'contentTextSet');
  const accounts = useConsoleRead('platformAccountList', {});
  return (
    <div className={styles.stack}>
      <Card title={t('content.money.instructionsTitle')}>
        <p className={styles.muted}>{t('content.money.intro')}</p>
        <ContentLanguages entity="recharge" id={0} canEdit={canEdit} refresh={[]} testId="recharge-languages" />
      </Card>
      <CallView
        call={accounts}
        skeleton={
          <SkeletonGroup label={t('loading')}>
            <SkeletonText lines={4} />
          </SkeletonGroup>
        }
        isEmpty={(d) => d.length === 0}
        empty={<EmptyState title={t('content.money.empty')} />}
      >
        {(d) => (
          <>
            {d.map((a) => (
              <AccountCard key={a.id} account={a} canEdit={canEdit} />
            ))}
          </>
        )}
      </CallView>
    </div>
  );
}

function AccountCard({ account: a, canEdit }: { account: Account; canEdit: boolean }) {
  const t = useTranslations('console.content.money');
  return (
    <Card
      title={t('accountTitle', { bank: a.bankName, last4: a.accountNumber.replace(/\D/g, '').slice(-4) })}
      actions={a.active ? null : <Tag tone="neutral">{t('inactive')}</Tag>}
    >
      <dl className={styles.facts}>
        <dt>{t('bankName')}</dt>
        <dd>{a.bankName}</dd>
        <dt>{t('accountName')}</dt>
        <dd>{a.accountName}</dd>
        <dt>{t('accountNumber')}</dt>
        <dd className={styles.breakAll}>{a.accountNumber}</dd>
      </dl>
      <h3 className={styles.previewTitle}>{t('branchLanguages')}</h3>
      <ContentLanguages
        entity="platform_account"
        id={a.id}
        canEdit={canEdit}
        refresh={['platformAccountList']}
        testId={`platform_account-${a.id}-languages`}
      />
    </Card>
  );
}
