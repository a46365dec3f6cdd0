'use client';
// A new version of the service agreement or privacy policy waits for the logged-in user (issue 22):
// buying and consigning are refused (terms_outdated) until it is accepted. This card names what
// changed, links to each text (read in the reader's language, or the default one, marked there),
// and accepts the versions read. It shows nothing when everything is accepted. Shown where those
// refusals happen: the item's detail screen (buy) and the orders screens (consign, consign all),
// which is why it lives in the kit (a feature folder never imports another).
import { useLocale, useTranslations } from 'next-intl';
import { isApiError } from '@/lib/api/client/api-error';
import { useApiMutation } from '@/lib/api/hooks/use-mutation';
import { useCall } from '@/lib/api/hooks/use-call';
import { invalidate } from '@/lib/api/hooks/invalidate';
import type { CallResult } from '@/lib/api/registry';
import { routeHref } from '@/lib/nav/href';
import { useSession } from '@/lib/session/use-session';
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

/**
 * A buy or consign refused with terms_outdated: the terms changed since the status was read, so
 * read it again and the card appears where the refusal happened.
 */
export function recheckTermsOn(failure: unknown): void {
  if (isApiError(failure) && failure.reason === 'terms_outdated') void invalidate(['GetAgreementStatus']);
}

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

export function TermsUpdate() {
  const t = useTranslations('content');
  const session = useSession();
  const status = useCall('GetAgreementStatus', session.data ? {} : null);
  const accept = useApiMutation('AcceptAgreements');
  return (
    <TermsCard
      outdated={status.data?.outdated ?? []}
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
