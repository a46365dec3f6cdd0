'use client';
// The company page (company/, or company/?id=2 for another company; the first one by default):
// name and logo, the sanitised introduction, and the contact details, each with a copy button.
import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import type { ReactNode } from 'react';
import { useCompany } from '@/lib/api/hooks/use-reads';
import { idParam } from '@/lib/content/agreements';
import { CallView } from '@/components/ui/call-view';
import { Card } from '@/components/ui/card';
import { CopyButton } from '@/components/ui/copy-button';
import { Image } from '@/components/ui/image';
import { RichText } from '@/components/ui/rich-text';
import { Skeleton, SkeletonGroup, SkeletonText } from '@/components/ui/skeleton';
import styles from './content.module.css';

/** The company shown when the link names none: the operator's own (the first row). */
export const DEFAULT_COMPANY_ID = 1;

function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

function ContactRow({
  label,
  children,
  copy,
}: {
  label: string;
  children: ReactNode;
  copy?: { text: string; label: string };
}) {
  return (
    <div className={styles.contactRow}>
      <dt className={styles.contactLabel}>{label}</dt>
      <dd className={styles.contactValue}>
        <span className={styles.contactText}>{children}</span>
        {copy ? <CopyButton text={copy.text} variant="plain" aria-label={copy.label} /> : null}
      </dd>
    </div>
  );
}

export function CompanySkeleton() {
  const t = useTranslations('content');
  return (
    <SkeletonGroup label={t('loadingCompany')}>
      <Card>
        <Skeleton width={64} height={64} radius={12} />
        <SkeletonText lines={5} />
      </Card>
    </SkeletonGroup>
  );
}

export function CompanyScreen() {
  const t = useTranslations('content');
  const id = idParam(useSearchParams().get('id')) ?? DEFAULT_COMPANY_ID;
  const company = useCompany({ id });
  return (
    <CallView call={company} skeleton={<CompanySkeleton />}>
      {(c) => (
        <div className={styles.stack}>
          <section className={styles.companyHead} aria-labelledby="company-name">
            {c.logo ? <Image src={c.logo} alt={t('logoAlt', { name: c.name })} width={64} height={64} eager /> : null}
            <h2 id="company-name" className={styles.articleTitle}>
              {c.name}
            </h2>
          </section>
          <Card title={t('about')}>
            <RichText tree={c.description} />
          </Card>
          {c.address || c.phone || c.email || c.website ? (
            <Card title={t('contact')}>
              <dl className={styles.contact}>
                {c.address ? (
                  <ContactRow label={t('address')} copy={{ text: c.address, label: t('copyAddress') }}>
                    {c.address}
                  </ContactRow>
                ) : null}
                {c.phone ? (
                  <ContactRow label={t('phone')} copy={{ text: c.phone, label: t('copyPhone') }}>
                    <a className={styles.textLink} href={`tel:${c.phone.replace(/[^\d+]/g, '')}`}>
                      {c.phone}
                    </a>
                  </ContactRow>
                ) : null}
                {c.email ? (
                  <ContactRow label={t('email')} copy={{ text: c.email, label: t('copyEmail') }}>
                    <a className={styles.textLink} href={`mailto:${c.email}`}>
                      {c.email}
                    </a>
                  </ContactRow>
                ) : null}
                {c.website ? (
                  <ContactRow label={t('website')}>
                    {isWebUrl(c.website) ? (
                      <a className={styles.textLink} href={c.website} target="_blank" rel="noopener noreferrer">
                        {c.website.replace(/^https?:\/\//, '')}
                      </a>
                    ) : (
                      c.website
                    )}
                  </ContactRow>
                ) : null}
              </dl>
            </Card>
          ) : null}
        </div>
      )}
    </CallView>
  );
}
