// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/client/api-error';
import { onInvalidate } from '@/lib/api/hooks/invalidate';
import en from '@/messages/en.json';
import { renderEn } from '@/components/ui/test-utils';
import { recheckTermsOn } from './terms-update';
import { TermsCard, type OutdatedAgreement } from './terms-card';

afterEach(cleanup);

const outdated: OutdatedAgreement[] = [
  { agreement: 'service', version: 3, articleId: 11 },
  { agreement: 'privacy', version: 2, articleId: 12 },
];

describe('TermsCard', () => {
  it('shows nothing when every agreement is accepted', () => {
    renderEn(<TermsCard outdated={[]} onAccept={() => undefined} />);
    expect(screen.queryByTestId('terms-update')).toBeNull();
  });

  it('links each changed text with its version and accepts exactly the versions shown', () => {
    const onAccept = vi.fn();
    renderEn(<TermsCard outdated={outdated} onAccept={onAccept} />);
    const card = screen.getByTestId('terms-update');
    expect(card.textContent).toContain(en.content.termsTitle);
    const service = screen.getByRole('link', { name: en.routes.agreementService });
    expect(service.getAttribute('href')).toContain('/en/');
    expect(screen.getByRole('link', { name: en.routes.agreementPrivacy })).toBeTruthy();
    expect(card.textContent).toContain('Version 3');
    expect(card.textContent).toContain('Version 2');
    fireEvent.click(screen.getByRole('button', { name: en.content.termsAccept }));
    expect(onAccept).toHaveBeenCalledWith([
      { agreement: 'service', version: 3 },
      { agreement: 'privacy', version: 2 },
    ]);
  });
});

describe('recheckTermsOn (a buy or consign refused)', () => {
  const refused = (reason: 'terms_outdated' | 'insufficient_balance') =>
    new ApiError({ code: 409, status: 409, message: 'refused', shown: false, reason });

  it('reads the agreement status again on terms_outdated only, so the card appears where it happened', () => {
    const hits: string[] = [];
    const off = onInvalidate('GetAgreementStatus', () => hits.push('status'));
    try {
      recheckTermsOn(refused('insufficient_balance'));
      recheckTermsOn(new Error('network'));
      expect(hits).toEqual([]);
      recheckTermsOn(refused('terms_outdated'));
      expect(hits).toEqual(['status']);
    } finally {
      off();
    }
  });
});
