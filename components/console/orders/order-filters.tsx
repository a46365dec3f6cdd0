'use client';
// The Orders screen's filters: status and buyer id, applied together (the screen keeps them in the
// URL). A buyer id is checked here, so a typo never reaches the server as a filter.
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { orderStatus } from '@/lib/api/schemas/orders';
import styles from '../kit/panels.module.css';
import own from './orders.module.css';

export function OrderFilters({
  status,
  user,
  onApply,
}: {
  status: string;
  user: string;
  onApply: (status: string, user: string) => void;
}) {
  const t = useTranslations();
  const statusId = useId();
  const [s, setS] = useState(status);
  const [u, setU] = useState(user);
  const [userError, setUserError] = useState<string | undefined>(undefined);
  return (
    <form
      className={`${styles.filters} ${own.fit}`}
      role="search"
      aria-label={t('console.orders.filters')}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const trimmed = u.trim();
        if (trimmed !== '' && !/^[1-9]\d{0,9}$/.test(trimmed)) {
          setUserError(t('console.orders.userInvalid'));
          return;
        }
        onApply(s, trimmed);
      }}
    >
      <div className={styles.selectField}>
        <label htmlFor={statusId}>{t('console.orders.status')}</label>
        <select id={statusId} value={s} onChange={(e) => setS(e.target.value)}>
          <option value="">{t('console.orders.allStatuses')}</option>
          {orderStatus.options.map((o) => (
            <option key={o} value={o}>
              {t(`orders.status.${o}`)}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label={t('console.orders.user')}
        inputMode="numeric"
        value={u}
        onChange={(v) => {
          setUserError(undefined);
          setU(v);
        }}
        error={userError}
      />
      <div className={styles.filterActions}>
        <Button type="submit">{t('console.orders.apply')}</Button>
      </div>
    </form>
  );
}
