'use client';
// The card that asks to accept changed agreements (terms-update.tsx decides when it shows). Its
// own chunk: it appears only after the terms changed, so the screens that carry it (item detail,
// my orders) do not pay for it in their first load.
import { useLocale, useTranslations } from 'next-intl';
import { useApiMutation } from '@/lib/api/hooks/use-mutation';
import type { CallResult } from '@/lib/api/registry';
import { routeHref } from '@/lib/nav/href';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { toast } from '@/components/toast/toast-store';
import styles from './terms-update.module.css';

export type OutdatedAgreement = CallResult<'GetAgreementStatus'>['outdated'][number];

const ROUTE = {
  service: 'agreementService',
  privacy: 'agreementPrivacy',
  notice: 'agreementNotice',
  risk: 'agreementRisk',
} as const;

export function TermsCard({
  outdated,
  busy = false,
  onAccept,
}: {
  outdated: readonly OutdatedAgreement[];
  busy?: boolean;
  onAccept: (agreements: { agreement: OutdatedAgreement['agreement']; version: number }[]) => void;
}) {
  const t = useTranslations('content');
  const tr = useTranslations('routes');
  const locale = useLocale();
  if (outdated.length === 0) return null;
  return (
    <section className={styles.card} aria-labelledby="terms-update-title" data-testid="terms-update">
      <h2 id="terms-update-title" className={styles.title}>
        {t('termsTitle')}
      </h2>
      <p className={styles.body}>{t('termsBody')}</p>
      <ul className={styles.list}>
        {outdated.map((o) => (
          <li key={o.agreement}>
            <Link href={routeHref(locale, ROUTE[o.agreement])} className={styles.link}>
              {tr(ROUTE[o.agreement])}
            </Link>{' '}
            <span className={styles.version}>{t('termsVersion', { version: o.version })}</span>
          </li>
        ))}
      </ul>
      <Button
        block
        busy={busy}
        onClick={() => onAccept(outdated.map((o) => ({ agreement: o.agreement, version: o.version })))}
      >
        {t('termsAccept')}
      </Button>
    </section>
  );
}

/** The card with its Accept wired to AcceptAgreements (what TermsUpdate shows). */
export default function AcceptTerms({ outdated }: { outdated: readonly OutdatedAgreement[] }) {
  const t = useTranslations('content');
  const accept = useApiMutation('AcceptAgreements');
  return (
    <TermsCard
      outdated={outdated}
      busy={accept.isMutating}
      onAccept={(agreements) => {
        void accept
          .trigger({ agreements })
          .then(() => toast(t('termsAccepted')))
          .catch(() => undefined);
      }}
    />
  );
}
