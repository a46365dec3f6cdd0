'use client';
// A new version of the service agreement or privacy policy waits for the logged-in user (issue 22):
// buying and consigning are refused (terms_outdated) until it is accepted. This card names what
// changed, links to each text (read in the reader's language, or the default one, marked there),
// and accepts the versions read. It shows nothing when everything is accepted.
import { useLocale, useTranslations } from 'next-intl';
import { useApiMutation } from '@/lib/api/hooks/use-mutation';
import { useCall } from '@/lib/api/hooks/use-call';
import { routeHref } from '@/lib/nav/href';
import { useSession } from '@/lib/session/use-session';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { toast } from '@/components/toast/toast-store';
import styles from './terms-update.module.css';

const ROUTE = {
  service: 'agreementService',
  privacy: 'agreementPrivacy',
  notice: 'agreementNotice',
  risk: 'agreementRisk',
} as const;

export function TermsUpdate() {
  const t = useTranslations('content');
  const tr = useTranslations('routes');
  const locale = useLocale();
  const session = useSession();
  const status = useCall('GetAgreementStatus', session.data ? {} : null);
  const accept = useApiMutation('AcceptAgreements');
  const outdated = status.data?.outdated ?? [];
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
        busy={accept.isMutating}
        onClick={() => {
          const agreements = outdated.map((o) => ({ agreement: o.agreement, version: o.version }));
          void accept
            .trigger({ agreements })
            .then(() => toast(t('termsAccepted')))
            .catch(() => undefined);
        }}
      >
        {t('termsAccept')}
      </Button>
    </section>
  );
}
