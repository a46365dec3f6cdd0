'use client';
// Users: find one by full phone number, id or invitation code; the profile with balances, ledger,
// orders and addresses; freeze (with a staff note) or unfreeze. The chosen user is in the URL.
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { CallView } from '@/components/ui/call-view';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/field';
import { SkeletonGroup, SkeletonText } from '@/components/ui/skeleton';
import { Tag } from '@/components/ui/tag';
import { toast } from '@/components/toast/toast-store';
import { useFieldErrorText } from '@/components/ui/use-error-text';
import type { OperatorAnswer, OperatorInput } from '@/lib/api/operator/calls';
import { roleMay } from '@/lib/api/operator/facts';
import type { FieldErrors } from '@/lib/api/reasons';
import { checkInput, consoleCall } from '@/lib/console/transport';
import { useMe } from './console-screen';
import { ConsoleList } from './console-list';
import { NoteDialog } from './note-dialog';
import { useConsoleFormat } from './use-console-format';
import { refreshReads, useConsoleRead } from './use-console-read';
import { useQueryState } from './use-query-state';
import styles from './panels.module.css';

/** A user's ledger accounts (server/wallet/ledger.ts userBalances): points are not money. */
const ACCOUNTS = new Set(['available', 'frozen', 'score', 'score_frozen'] as const);
type AccountKind = typeof ACCOUNTS extends Set<infer K> ? K : never;
const isPoints = (account: string) => /(^|:)score(_frozen)?$/.test(account);

const KINDS = ['phone', 'id', 'invitationCode'] as const;
type Kind = (typeof KINDS)[number];
type Detail = OperatorAnswer<'userDetail'>;

function findInput(kind: Kind, value: string): OperatorInput<'userFind'> {
  if (kind === 'id') return { id: Number(value) };
  return { [kind]: value };
}

export function UsersScreen() {
  const t = useTranslations('console');
  const q = useQueryState();
  const kind = (KINDS as readonly string[]).includes(q.get('by') ?? '') ? (q.get('by') as Kind) : 'phone';
  const value = q.get('q') ?? '';
  const selected = Number(q.get('id'));
  const input = value ? findInput(kind, value) : null;
  const found = useConsoleRead('userFind', input && checkInput('userFind', input) === null ? input : null);

  return (
    <div className={styles.stack}>
      <FindForm
        key={`${kind}:${value}`}
        kind={kind}
        value={value}
        onFind={(by, v) => q.set({ by, q: v, id: undefined })}
      />
      {input ? (
        <ConsoleList
          call={found}
          items={(d) => d.items}
          itemKey={(u) => u.id}
          label={t('users.results')}
          lines={3}
          empty={{ title: t('users.none') }}
          renderItem={(u) => (
            <Card
              title={u.nickname ?? t('users.noNickname')}
              headingLevel={2}
              actions={u.frozen ? <Tag tone="error">{t('users.frozen')}</Tag> : undefined}
            >
              <dl className={styles.facts}>
                <dt>{t('queue.userId')}</dt>
                <dd>{u.id}</dd>
                <dt>{t('queue.phone')}</dt>
                <dd>{u.phone}</dd>
              </dl>
              <Button variant="secondary" onClick={() => q.set({ id: u.id })} aria-pressed={selected === u.id}>
                {t('users.open')}
              </Button>
            </Card>
          )}
        />
      ) : null}
      {Number.isInteger(selected) && selected > 0 ? <UserDetail id={selected} /> : null}
    </div>
  );
}

function FindForm({ kind, value, onFind }: { kind: Kind; value: string; onFind: (k: Kind, v: string) => void }) {
  const t = useTranslations('console.users');
  const fieldText = useFieldErrorText();
  const [by, setBy] = useState<Kind>(kind);
  const [text, setText] = useState(value);
  const [fields, setFields] = useState<FieldErrors>({});
  const selectId = useId();
  return (
    <form
      className={styles.filters}
      aria-label={t('find')}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const v = text.trim();
        const bad = checkInput('userFind', findInput(by, v));
        if (bad) {
          setFields({ value: Object.values(bad)[0] ?? { rule: 'invalid' } });
          return;
        }
        onFind(by, v);
      }}
    >
      <div className={styles.selectField}>
        <label htmlFor={selectId}>{t('by')}</label>
        <select id={selectId} value={by} onChange={(e) => setBy(e.target.value as Kind)}>
          {KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`kinds.${k}`)}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label={t(`kinds.${by}`)}
        value={text}
        onChange={(v) => {
          setFields({});
          setText(v);
        }}
        inputMode={by === 'invitationCode' ? 'text' : 'numeric'}
        error={fieldText(fields.value)}
      />
      <div className={styles.filterActions}>
        <Button type="submit">{t('find')}</Button>
      </div>
    </form>
  );
}

function UserDetail({ id }: { id: number }) {
  const t = useTranslations('console');
  const detail = useConsoleRead('userDetail', { id });
  return (
    <CallView
      call={detail}
      skeleton={
        <SkeletonGroup label={t('loading')}>
          <SkeletonText lines={8} />
        </SkeletonGroup>
      }
    >
      {(d) => <UserBody d={d} />}
    </CallView>
  );
}

function UserBody({ d }: { d: Detail }) {
  const t = useTranslations('console');
  const tAccount = useTranslations('account');
  const me = useMe();
  const f = useConsoleFormat();
  const u = d.user;
  return (
    <div className={styles.stack} data-testid="user-detail">
      <Card
        title={t('users.profile', { id: u.id })}
        actions={<Tag tone={u.frozen ? 'error' : 'success'}>{u.frozen ? t('users.frozen') : t('users.active')}</Tag>}
      >
        <dl className={styles.facts}>
          <dt>{t('queue.phone')}</dt>
          <dd>{u.phone}</dd>
          <dt>{t('users.nickname')}</dt>
          <dd>{u.nickname ?? '—'}</dd>
          <dt>{t('users.code')}</dt>
          <dd>{u.invitationCode ?? '—'}</dd>
          <dt>{t('users.identity')}</dt>
          <dd>{tAccount(`identityStatus.${u.identityStatus}`)}</dd>
          <dt>{t('users.invitations')}</dt>
          <dd>{f.number(u.invitations)}</dd>
          <dt>{t('users.since')}</dt>
          <dd>{f.dateTime(u.createdAt)}</dd>
          {Object.entries(d.balances).map(([account, amount]) => (
            <FragmentRow
              key={account}
              label={
                (ACCOUNTS as ReadonlySet<string>).has(account) ? t(`users.accounts.${account as AccountKind}`) : account
              }
              value={isPoints(account) ? f.number(amount) : f.money(amount)}
            />
          ))}
          {u.frozen && u.frozenReason ? <FragmentRow label={t('users.frozenNote')} value={u.frozenReason} /> : null}
        </dl>
        {roleMay(me.role, 'userFreeze') ? <FreezeButton id={u.id} frozen={u.frozen} /> : null}
      </Card>
      <Card title={t('users.ledger')}>
        {d.ledger.length === 0 ? (
          <p className={styles.muted}>{t('users.nothing')}</p>
        ) : (
          <ol className={styles.auditList}>
            {d.ledger.map((e) => (
              <li key={e.id} className={styles.auditRow}>
                <div className={styles.auditHead}>
                  <strong>{e.kind}</strong>
                  <span>{isPoints(e.account) ? f.number(e.amount) : f.money(e.amount)}</span>
                  <span className={styles.muted}>
                    {t('users.after', {
                      balance: isPoints(e.account) ? f.number(e.balanceAfter) : f.money(e.balanceAfter),
                    })}
                  </span>
                </div>
                <time className={styles.muted} dateTime={e.at}>
                  {f.dateTime(e.at)}
                </time>
              </li>
            ))}
          </ol>
        )}
      </Card>
      <Card title={t('users.orders')}>
        {d.orders.length === 0 ? (
          <p className={styles.muted}>{t('users.nothing')}</p>
        ) : (
          <ol className={styles.auditList}>
            {d.orders.map((o) => (
              <li key={o.id} className={styles.auditRow}>
                <div className={styles.auditHead}>
                  <strong>{o.productName}</strong>
                  <span>{f.money(o.total)}</span>
                  <Tag>{o.status}</Tag>
                </div>
                <time className={styles.muted} dateTime={o.createdAt}>
                  {f.dateTime(o.createdAt)}
                </time>
              </li>
            ))}
          </ol>
        )}
      </Card>
      <Card title={t('users.addresses')}>
        {d.addresses.length === 0 ? (
          <p className={styles.muted}>{t('users.nothing')}</p>
        ) : (
          <ul className={styles.auditList}>
            {d.addresses.map((a) => (
              <li key={a.id} className={styles.auditRow}>
                <strong>{a.name}</strong> {a.phone}
                <span className={styles.muted}>
                  {a.region} {a.detail}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}

function FragmentRow({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}

function FreezeButton({ id, frozen }: { id: number; frozen: boolean }) {
  const t = useTranslations('console.users');
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(undefined);
  const confirm = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await consoleCall('userFreeze', { id, frozen: !frozen, ...(note.trim() ? { note: note.trim() } : {}) });
      toast(frozen ? t('unfrozen') : t('frozenDone'));
      setOpen(false);
      setNote('');
      await refreshReads('userDetail', 'userFind', 'auditList');
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant={frozen ? 'secondary' : 'danger'} onClick={() => setOpen(true)}>
        {frozen ? t('unfreeze') : t('freeze')}
      </Button>
      <NoteDialog
        open={open}
        onClose={() => setOpen(false)}
        title={frozen ? t('unfreezeTitle') : t('freezeTitle')}
        tone={frozen ? 'default' : 'danger'}
        busy={busy}
        confirmDisabled={!frozen && note.trim() === ''}
        onConfirm={() => void confirm()}
        note={frozen ? undefined : { label: t('note'), hint: t('noteHint'), value: note, onChange: setNote }}
        error={error}
      />
    </>
  );
}
