'use client';
// Delivery addresses (mine/addresses/): every address as a card, the default first and marked;
// Set as default, Edit (mine/addresses/add/?id=) and Delete (after a confirm dialog).
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';
import { useState } from 'react';
import { useApiMutation } from '@/lib/api/hooks/use-mutation';
import { useAddressList } from '@/lib/api/hooks/use-reads';
import { routeHref } from '@/lib/nav/href';
import { Button } from '@/components/ui/button';
import { CallView } from '@/components/ui/call-view';
import { Dialog } from '@/components/ui/dialog';
import { SkeletonGroup, SkeletonText } from '@/components/ui/skeleton';
import { EmptyState } from '@/components/ui/states';
import { Tag } from '@/components/ui/tag';
import { toast } from '@/components/toast/toast-store';
import type { Address } from './address-form';
import styles from './addresses.module.css';

export function AddressList() {
  const t = useTranslations('addresses');
  const locale = useLocale();
  const list = useAddressList({});
  const [deleting, setDeleting] = useState<Address | null>(null);
  const remove = useApiMutation('deleteAddress');
  const update = useApiMutation('updateAddress');
  const addHref = routeHref(locale, 'addressAdd');

  const makeDefault = async (address: Address) => {
    // The same address, now the default (updateAddress takes the whole address).
    const input = {
      id: address.id,
      name: address.name,
      phone: address.phone,
      region: address.region,
      detail: address.detail,
      postalCode: address.postalCode ?? undefined,
      isDefault: true,
    };
    try {
      await update.trigger(input);
      toast(t('defaultChosen'));
    } catch {
      // Toasted by the mutation.
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.trigger({ id: deleting.id });
      toast(t('deleted'));
    } catch {
      // Toasted by the mutation.
    } finally {
      setDeleting(null);
    }
  };

  return (
    <>
      <CallView
        call={list}
        skeleton={
          <SkeletonGroup label={t('loading')}>
            <SkeletonText lines={3} />
            <SkeletonText lines={3} />
          </SkeletonGroup>
        }
        empty={
          <EmptyState
            title={t('emptyTitle')}
            body={t('emptyBody')}
            action={
              <Link className={styles.primaryLink} href={addHref}>
                {t('add')}
              </Link>
            }
          />
        }
      >
        {(addresses) => (
          <>
            <ul className={styles.list} aria-label={t('listLabel')}>
              {addresses.map((address) => (
                <li key={address.id} className={styles.card} data-testid="address">
                  <div className={styles.head}>
                    <span className={styles.name}>{address.name}</span>
                    <span className={styles.phone}>{address.phone}</span>
                    {address.isDefault ? <Tag tone="accent">{t('default')}</Tag> : null}
                  </div>
                  <p className={styles.where}>
                    {address.region} {address.detail}
                    {address.postalCode ? ` ${address.postalCode}` : ''}
                  </p>
                  <div className={styles.actions}>
                    {address.isDefault ? null : (
                      <Button
                        variant="plain"
                        busy={update.isMutating}
                        onClick={() => void makeDefault(address)}
                        aria-label={t('makeDefaultFor', { name: address.name })}
                      >
                        {t('setDefault')}
                      </Button>
                    )}
                    <Link
                      className={styles.action}
                      href={routeHref(locale, 'addressAdd', { id: address.id })}
                      aria-label={t('editFor', { name: address.name })}
                    >
                      {t('edit')}
                    </Link>
                    <Button
                      variant="plain"
                      onClick={() => setDeleting(address)}
                      aria-label={t('deleteFor', { name: address.name })}
                    >
                      {t('delete')}
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
            <Link className={styles.primaryLink} href={addHref}>
              {t('add')}
            </Link>
          </>
        )}
      </CallView>
      <Dialog
        open={deleting !== null}
        title={t('deleteTitle')}
        onClose={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
        confirmLabel={t('delete')}
        tone="danger"
        busy={remove.isMutating}
      >
        {deleting ? t('deleteBody', { name: deleting.name, detail: deleting.detail }) : null}
      </Dialog>
    </>
  );
}
