'use client';
// One operator account: role, state and last sign-in; change the role, disable or enable, reset
// (new temporary password and secret), each confirmed in a dialog. Nobody changes their own account.
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { Tag } from '@/components/ui/tag';
import { toast } from '@/components/toast/toast-store';
import { useErrorText } from '@/components/ui/use-error-text';
import type { OperatorAnswer } from '@/lib/api/operator/calls';
import type { OperatorRole } from '@/lib/api/operator/facts';
import { consoleCall } from '@/lib/console/transport';
import { useMe } from '../kit/console-screen';
import { useConsoleFormat } from '../kit/use-console-format';
import { refreshReads } from '../kit/use-console-read';
import type { Credentials } from './credentials-card';
import { RoleSelect } from './role-select';
import styles from '../kit/panels.module.css';

type Account = OperatorAnswer<'operatorList'>['items'][number];

type Pending = { kind: 'role'; role: OperatorRole } | { kind: 'disable' } | { kind: 'enable' } | { kind: 'reset' };

export function OperatorRow({ account, onCredentials }: { account: Account; onCredentials: (c: Credentials) => void }) {
  const t = useTranslations('console.operators');
  const tc = useTranslations('console');
  const me = useMe();
  const f = useConsoleFormat();
  const errorText = useErrorText();
  const [role, setRole] = useState<OperatorRole>(account.role);
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(undefined);
  const self = account.name === me.name;

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    setError(undefined);
    try {
      if (pending.kind === 'role') await consoleCall('operatorRole', { name: account.name, role: pending.role });
      else if (pending.kind === 'reset') onCredentials(await consoleCall('operatorReset', { name: account.name }));
      else await consoleCall('operatorDisable', { name: account.name, disabled: pending.kind === 'disable' });
      toast(t(`done.${pending.kind}`, { name: account.name }));
      setPending(null);
      await refreshReads('operatorList', 'auditList');
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card
      title={account.name}
      headingLevel={2}
      actions={
        <span className={styles.tags}>
          <Tag tone="accent">{tc(`roles.${account.role}`)}</Tag>
          {account.disabled ? <Tag tone="error">{t('disabled')}</Tag> : null}
          {account.mustChangePassword ? <Tag tone="warning">{t('temporary')}</Tag> : null}
        </span>
      }
    >
      <dl className={styles.facts}>
        <dt>{t('createdAt')}</dt>
        <dd>{f.dateTime(account.createdAt)}</dd>
        <dt>{t('lastSignIn')}</dt>
        <dd>{account.lastSignInAt ? f.dateTime(account.lastSignInAt) : t('never')}</dd>
      </dl>
      {self ? (
        <p className={styles.muted}>{t('self')}</p>
      ) : (
        <div className={styles.actions}>
          <RoleSelect value={role} onChange={setRole} label={t('role')} />
          <Button
            variant="secondary"
            disabled={role === account.role}
            onClick={() => setPending({ kind: 'role', role })}
          >
            {t('changeRole')}
          </Button>
          <Button variant="secondary" onClick={() => setPending({ kind: account.disabled ? 'enable' : 'disable' })}>
            {account.disabled ? t('enable') : t('disable')}
          </Button>
          <Button variant="secondary" onClick={() => setPending({ kind: 'reset' })}>
            {t('reset')}
          </Button>
        </div>
      )}
      <Dialog
        open={pending !== null}
        onClose={() => {
          setPending(null);
          setError(undefined);
        }}
        title={pending ? t(`confirm.${pending.kind}`, { name: account.name, role: tc(`roles.${role}`) }) : ''}
        tone={pending?.kind === 'disable' || pending?.kind === 'reset' ? 'danger' : 'default'}
        busy={busy}
        onConfirm={() => void confirm()}
      >
        {pending?.kind === 'disable' || pending?.kind === 'reset' ? <p>{t('endsSessions')}</p> : null}
        {error ? (
          <p className={styles.error} role="alert">
            {errorText(error)}
          </p>
        ) : null}
      </Dialog>
    </Card>
  );
}
