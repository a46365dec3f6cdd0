'use client';
// Operator accounts (admin): the list with role, state and last sign-in; add one (its temporary
// password and TOTP secret are shown once, with the otpauth:// URI as a QR code for an
// authenticator app); change a role, disable or enable, reset (new temporary password and secret).
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CopyButton } from '@/components/ui/copy-button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/field';
import { Form } from '@/components/ui/form';
import { Tag } from '@/components/ui/tag';
import { toast } from '@/components/toast/toast-store';
import { useErrorText, useFieldErrorText } from '@/components/ui/use-error-text';
import type { OperatorAnswer } from '@/lib/api/operator/calls';
import { OPERATOR_ROLES, type OperatorRole } from '@/lib/api/operator/facts';
import { consoleCall } from '@/lib/console/transport';
import { useMe } from './console-screen';
import { ConsoleList } from './console-list';
import { useConsoleFormat } from './use-console-format';
import { refreshReads, useConsoleRead } from './use-console-read';
import { useConsoleSubmit } from './use-console-submit';
import styles from './panels.module.css';

type Account = OperatorAnswer<'operatorList'>['items'][number];
type Credentials = OperatorAnswer<'operatorAdd'>;

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

function RoleSelect({
  value,
  onChange,
  label,
}: {
  value: OperatorRole;
  onChange: (r: OperatorRole) => void;
  label: string;
}) {
  const t = useTranslations('console.roles');
  const id = useId();
  return (
    <div className={styles.selectField}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as OperatorRole)}>
        {OPERATOR_ROLES.map((r) => (
          <option key={r} value={r}>
            {t(r)}
          </option>
        ))}
      </select>
    </div>
  );
}

function AddOperator({ onAdded }: { onAdded: (c: Credentials) => void }) {
  const t = useTranslations('console.operators');
  const fieldText = useFieldErrorText();
  const [name, setName] = useState('');
  const [role, setRole] = useState<OperatorRole>('viewer');
  const form = useConsoleSubmit(
    'operatorAdd',
    async (c) => {
      setName('');
      onAdded(c);
      await refreshReads('operatorList', 'auditList');
    },
    ['name', 'role'],
  );
  return (
    <Card title={t('add')}>
      <Form
        label={t('add')}
        onSubmit={(e) => {
          e.preventDefault();
          void form.submit({ name: name.trim(), role });
        }}
        error={form.error}
        busy={form.busy}
        submitLabel={t('addSubmit')}
      >
        <TextField
          label={t('name')}
          hint={t('nameHint')}
          value={name}
          onChange={(v) => {
            form.clear('name');
            setName(v);
          }}
          autoCapitalize="none"
          spellCheck={false}
          error={fieldText(form.fields.name)}
        />
        <RoleSelect value={role} onChange={setRole} label={t('role')} />
      </Form>
    </Card>
  );
}

function OtpQr({ uri, label }: { uri: string; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const node = canvas.current;
    if (!node) return;
    void import('qrcode').then((QR) => QR.toCanvas(node, uri, { width: 180, margin: 2 })).catch(() => undefined);
  }, [uri]);
  return <canvas ref={canvas} width={180} height={180} role="img" aria-label={label} className={styles.qr} />;
}

function CredentialsCard({ credentials, onDone }: { credentials: Credentials; onDone: () => void }) {
  const t = useTranslations('console.operators');
  return (
    <Card title={t('credentialsTitle', { name: credentials.name })}>
      <p className={styles.warning} role="status">
        {t('credentialsOnce')}
      </p>
      <div className={styles.withMedia}>
        <dl className={styles.facts} data-testid="operator-credentials">
          <dt>{t('name')}</dt>
          <dd>{credentials.name}</dd>
          <dt>{t('temporaryPassword')}</dt>
          <dd>
            <code data-testid="operator-password">{credentials.password}</code>{' '}
            <CopyButton text={credentials.password} what={t('temporaryPassword')} />
          </dd>
          <dt>{t('totpSecret')}</dt>
          <dd>
            <code data-testid="operator-secret">{credentials.totpSecret}</code>{' '}
            <CopyButton text={credentials.totpSecret} what={t('totpSecret')} />
          </dd>
          <dt>{t('otpauth')}</dt>
          <dd className={styles.breakAll}>
            <code data-testid="operator-otpauth">{credentials.otpauthUri}</code>
          </dd>
        </dl>
        <OtpQr uri={credentials.otpauthUri} label={t('qrLabel', { name: credentials.name })} />
      </div>
      <Button variant="secondary" onClick={onDone}>
        {t('credentialsDone')}
      </Button>
    </Card>
  );
}

type Pending = { kind: 'role'; role: OperatorRole } | { kind: 'disable' } | { kind: 'enable' } | { kind: 'reset' };

function OperatorRow({ account, onCredentials }: { account: Account; onCredentials: (c: Credentials) => void }) {
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
