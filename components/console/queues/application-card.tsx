'use client';
// One recharge, withdrawal or score refund in its queue: the facts, the receipt (recharges) to
// enlarge, the two-person state, and approve / reject for the roles that may.
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Card } from '@/components/ui/card';
import { Image } from '@/components/ui/image';
import { PhotoViewer } from '../kit/photo-viewer';
import { Tag } from '@/components/ui/tag';
import { roleMay } from '@/lib/api/operator/facts';
import { consoleCall } from '@/lib/console/transport';
import { useMe } from '../kit/console-screen';
import { useConsoleFormat } from '../kit/use-console-format';
import { ApplicationFacts, type Item } from './application-facts';
import { DecisionBar } from './decision-bar';
import { statusTone } from './status-tone';
import styles from '../kit/panels.module.css';

export function ApplicationCard({ item }: { item: Item }) {
  const t = useTranslations('console');
  const me = useMe();
  const f = useConsoleFormat();
  const [viewing, setViewing] = useState<{ src: string; alt: string } | null>(null);
  const canDecide = roleMay(me.role, 'decideApplication') && item.status === 'pending';
  const ownFirst = item.firstApprovedBy === me.name;
  const amount = item.type === 'refund' ? t('queue.points', { n: item.points }) : f.money(item.amount);
  const receiptAlt = t('queue.receiptAlt', { id: item.id });
  const twoPersonText = useTwoPersonText();
  const twoPerson = item.needsSecondApproval ? twoPersonText(item) : null;

  return (
    <Card
      title={t(`queue.title.${item.type}`, { id: item.id, amount })}
      headingLevel={2}
      actions={<Tag tone={statusTone(item.status)}>{t(`status.${item.status}`)}</Tag>}
    >
      <div className={item.type === 'recharge' ? styles.withMedia : undefined} data-testid={`application-${item.id}`}>
        <ApplicationFacts item={item} />
        {item.type === 'recharge' ? (
          item.receipt ? (
            <button
              type="button"
              className={styles.photoButton}
              onClick={() => setViewing({ src: item.receipt!, alt: receiptAlt })}
            >
              <Image src={item.receipt} alt={receiptAlt} width={240} height={320} className={styles.photo} />
              <span className={styles.photoHint}>{t('queue.enlarge')}</span>
            </button>
          ) : (
            // The queue answers no link both to a viewer (withheld) and when the buyer sent none.
            <p className={styles.muted}>{me.role === 'viewer' ? t('queue.receiptWithheld') : t('queue.noReceipt')}</p>
          )
        ) : null}
      </div>
      {twoPerson ? (
        <p className={styles.twoPerson} data-testid="two-person">
          <Tag tone={item.status === 'pending' ? 'warning' : 'neutral'}>{t('queue.twoPerson')}</Tag> {twoPerson}
        </p>
      ) : null}
      {canDecide ? (
        <DecisionBar
          kind={item.type}
          approveLabel={item.firstApprovedBy ? t('decide.approveSecond') : t('decide.approve')}
          blockedNote={ownFirst ? t('queue.ownFirst') : undefined}
          approveBody={
            <>
              <p>
                {t('decide.approveBody', {
                  what: t(`queue.title.${item.type}`, { id: item.id, amount }),
                  phone: item.phone,
                })}
              </p>
              {item.needsSecondApproval ? (
                <p>{item.firstApprovedBy ? t('decide.secondOfTwo') : t('decide.firstOfTwo')}</p>
              ) : null}
            </>
          }
          decide={(d) =>
            consoleCall(
              'decideApplication',
              d.decision === 'approve'
                ? { type: item.type, id: item.id, decision: 'approve' }
                : {
                    type: item.type,
                    id: item.id,
                    decision: 'reject',
                    reasonCode: d.reasonCode as never,
                    ...(d.note ? { reason: d.note } : {}),
                  },
            )
          }
        />
      ) : null}
      <PhotoViewer image={viewing} onClose={() => setViewing(null)} />
    </Card>
  );
}

/**
 * Where the two-person rule stands, said for the application's status: pending, who gave the first
 * approval (or none yet); approved, both names; rejected, the first approval if there was one.
 */
function useTwoPersonText() {
  const t = useTranslations('console.queue');
  const f = useConsoleFormat();
  const at = (iso: string | null) => (iso ? f.dateTime(iso) : '');
  return (item: Item): string | null => {
    const first = item.firstApprovedBy;
    if (item.status === 'pending') {
      return first ? t('firstApprovedBy', { name: first, at: at(item.firstApprovedAt) }) : t('noApprovalYet');
    }
    if (item.status === 'approved' && first) {
      return t('approvedByTwo', {
        first,
        firstAt: at(item.firstApprovedAt),
        second: item.reviewedBy ?? '',
        secondAt: at(item.reviewedAt),
      });
    }
    if (item.status === 'rejected' && first) {
      return t('firstThenRejected', { name: first, at: at(item.firstApprovedAt) });
    }
    return null;
  };
}
