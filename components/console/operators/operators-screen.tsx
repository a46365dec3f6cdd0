'use client';
// Operator accounts (admin): the list with role, state and last sign-in; add one (its temporary
// password and TOTP secret are shown once, with the otpauth:// URI as a QR code for an
// authenticator app); change a role, disable or enable, reset (new temporary password and secret).
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConsoleList } from '../kit/console-list';
import { useConsoleRead } from '../kit/use-console-read';
import { AddOperator } from './add-operator';
import { CredentialsCard, type Credentials } from './credentials-card';
import { OperatorRow } from './operator-row';
import styles from '../kit/panels.module.css';

export function OperatorsScreen() {
  const t = useTranslations('console');
  const list = useConsoleRead('operatorList', {});
  const [credentials, setCredentials] = useState<Credentials | null>(null);
  return (
    <div className={styles.stack}>
      <AddOperator onAdded={setCredentials} />
      {credentials ? <CredentialsCard credentials={credentials} onDone={() => setCredentials(null)} /> : null}
      <ConsoleList
        call={list}
        items={(d) => d.items}
        itemKey={(a) => a.name}
        label={t('operators.list')}
        lines={5}
        renderItem={(a) => <OperatorRow account={a} onCredentials={setCredentials} />}
        empty={{ title: t('operators.empty') }}
      />
    </div>
  );
}
