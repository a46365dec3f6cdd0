'use client';
// A new version of the service agreement or privacy policy waits for the logged-in user (issue 22):
// buying and consigning are refused (terms_outdated) until it is accepted. This card names what
// changed, links to each text (read in the reader's language, or the default one, marked there),
// and accepts the versions read. It shows nothing when everything is accepted. Shown where those
// refusals happen: the item's detail screen (buy) and the orders screens (consign, consign all),
// which is why it lives in the kit (a feature folder never imports another).
import { lazy, Suspense } from 'react';
import { useTranslations } from 'next-intl';
import { isApiError } from '@/lib/api/client/api-error';
import { useCall } from '@/lib/api/hooks/use-call';
import { invalidate } from '@/lib/api/hooks/invalidate';
import { useSession } from '@/lib/session/use-session';
// The card's styles load with the screen, not with its lazy chunk (a lazily loaded component's CSS
// can arrive after it renders).
import './terms-update.module.css';

export type { OutdatedAgreement } from './terms-card';

const AcceptTerms = lazy(() => import('./terms-card'));

/**
 * A buy or consign refused with terms_outdated: the terms changed since the status was read, so
 * read it again and the card appears where the refusal happened.
 */
export function recheckTermsOn(failure: unknown): void {
  if (isApiError(failure) && failure.reason === 'terms_outdated') void invalidate(['GetAgreementStatus']);
}

export function TermsUpdate() {
  // The namespace the card reads, named here so the screen's messages carry it (lib/i18n/namespaces.ts).
  useTranslations('content');
  const session = useSession();
  const status = useCall('GetAgreementStatus', session.data ? {} : null);
  const outdated = status.data?.outdated ?? [];
  if (outdated.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <AcceptTerms outdated={outdated} />
    </Suspense>
  );
}
