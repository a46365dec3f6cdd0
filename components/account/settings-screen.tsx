'use client';
// Settings (mine/settings/): one cell list of every account page, each row showing where the
// account stands (nickname, pay password set or not, identity status). The language section and
// the update check are composed by the page file (they belong to other feature folders).
import { useLocale, useTranslations } from 'next-intl';
import { useId, type ReactNode } from 'react';
import { useUserInfo } from '@/lib/api/hooks/use-reads';
import { routeHref } from '@/lib/nav/href';
import { CallView } from '@/components/ui/call-view';
import { Cell, CellList } from '@/components/ui/cell-list';
import { SkeletonGroup, SkeletonText } from '@/components/ui/skeleton';
import { Tag } from '@/components/ui/tag';
import { IdentityStatusTag } from './identity-status-tag';
import styles from './account.module.css';

/** `about`: the update check (from the content feature folder, composed by the page). */
export function SettingsScreen({ about }: { about?: ReactNode }) {
  const aboutId = useId();
  const t = useTranslations('account');
  const locale = useLocale();
  const info = useUserInfo({});
  return (
    <CallView
      call={info}
      skeleton={
        <SkeletonGroup label={t('loading')}>
          <SkeletonText lines={6} />
        </SkeletonGroup>
      }
    >
      {(user) => (
        <>
          <CellList title={t('profileGroup')}>
            <Cell
              label={t('nickname')}
              value={<span data-testid="settings-nickname">{user.nickname}</span>}
              href={routeHref(locale, 'nickname')}
            />
            <Cell label={t('phone')} value={user.phone} />
            <Cell
              label={t('identity')}
              value={<IdentityStatusTag status={user.identityStatus} />}
              href={routeHref(locale, 'identity')}
            />
            <Cell label={t('addresses')} href={routeHref(locale, 'addresses')} />
          </CellList>
          <CellList title={t('securityGroup')}>
            <Cell label={t('loginPassword')} value={t('change')} href={routeHref(locale, 'security')} />
            <Cell
              label={t('payPassword')}
              value={
                user.hasPayPassword ? (
                  <Tag tone="success">{t('payPasswordSet')}</Tag>
                ) : (
                  <Tag tone="warning">{t('payPasswordNotSet')}</Tag>
                )
              }
              href={routeHref(locale, 'payPassword')}
            />
            <Cell label={t('bankCard')} href={routeHref(locale, 'bank')} />
          </CellList>
          {/* What a buyer can do about their data: take it with them, or leave (docs/privacy.md). */}
          <CellList title={t('privacyGroup')}>
            <Cell label={t('dataExport')} href={routeHref(locale, 'dataExport')} />
            <Cell label={t('deleteAccount')} href={routeHref(locale, 'deleteAccount')} />
          </CellList>
          {about !== undefined ? (
            <section className={styles.aboutGroup} aria-labelledby={aboutId}>
              <h2 id={aboutId} className={styles.aboutTitle}>
                {t('aboutGroup')}
              </h2>
              <div className={styles.aboutBody}>{about}</div>
            </section>
          ) : null}
        </>
      )}
    </CallView>
  );
}
