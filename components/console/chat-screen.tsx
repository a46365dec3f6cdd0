'use client';
// Chat moderation: the groups (add one by name), and for the chosen group (in the URL) its members
// (add one by full phone number) and its recent messages, each with Delete. Buttons follow the
// contract's roles; the server refuses anyway.
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/field';
import { Form } from '@/components/ui/form';
import { Tag } from '@/components/ui/tag';
import { toast } from '@/components/toast/toast-store';
import { useFieldErrorText } from '@/components/ui/use-error-text';
import type { OperatorAnswer } from '@/lib/api/operator/calls';
import { roleMay } from '@/lib/api/operator/facts';
import { normalizePhone } from '@/lib/format/phone';
import { ChatMessages } from './chat-messages';
import { useMe } from './console-screen';
import { ConsoleList } from './console-list';
import { useConsoleFormat } from './use-console-format';
import { refreshReads, useConsoleRead } from './use-console-read';
import { useConsoleSubmit } from './use-console-submit';
import { useQueryState } from './use-query-state';
import styles from './panels.module.css';

type Group = OperatorAnswer<'chatGroups'>[number];

export function ChatScreen() {
  const t = useTranslations('console.chat');
  const me = useMe();
  const q = useQueryState();
  const groups = useConsoleRead('chatGroups', {});
  const selected = Number(q.get('group'));
  const group = groups.data?.find((g) => g.id === selected);
  return (
    <div className={styles.stack}>
      {roleMay(me.role, 'chatGroupAdd') ? <AddGroup onAdded={(id) => q.set({ group: id, before: undefined })} /> : null}
      <ConsoleList
        call={groups}
        items={(d) => d}
        itemKey={(g) => g.id}
        label={t('groups')}
        lines={4}
        empty={{ title: t('noGroups') }}
        renderItem={(g) => (
          <GroupRow group={g} open={g.id === selected} onOpen={() => q.set({ group: g.id, before: undefined })} />
        )}
      />
      {group ? <GroupPanel key={group.id} group={group} /> : null}
    </div>
  );
}

function GroupRow({ group, open, onOpen }: { group: Group; open: boolean; onOpen: () => void }) {
  const t = useTranslations('console.chat');
  return (
    <Card
      title={group.name}
      headingLevel={2}
      actions={group.general ? <Tag tone="accent">{t('general')}</Tag> : undefined}
    >
      <p className={styles.line}>{group.general ? t('everyone') : t('memberCount', { n: group.members })}</p>
      <Button variant="secondary" onClick={onOpen} aria-pressed={open}>
        {t('open')}
      </Button>
    </Card>
  );
}

function AddGroup({ onAdded }: { onAdded: (id: number) => void }) {
  const t = useTranslations('console.chat');
  const fieldText = useFieldErrorText();
  const [name, setName] = useState('');
  const form = useConsoleSubmit(
    'chatGroupAdd',
    async (g) => {
      setName('');
      toast(t('groupAdded', { name: g.name }));
      await refreshReads('chatGroups', 'auditList');
      onAdded(g.id);
    },
    ['name'],
  );
  return (
    <Card title={t('addGroup')}>
      <Form
        label={t('addGroup')}
        onSubmit={(e) => {
          e.preventDefault();
          void form.submit({ name: name.trim() });
        }}
        error={form.error}
        busy={form.busy}
        submitLabel={t('addGroupSubmit')}
      >
        <TextField
          label={t('groupName')}
          value={name}
          onChange={(v) => {
            form.clear('name');
            setName(v);
          }}
          maxLength={100}
          error={fieldText(form.fields.name)}
        />
      </Form>
    </Card>
  );
}

function GroupPanel({ group }: { group: Group }) {
  const t = useTranslations('console.chat');
  const me = useMe();
  return (
    <section className={styles.stack} aria-label={group.name}>
      <Card title={t('membersTitle', { name: group.name })}>
        {group.general ? (
          <p className={styles.muted}>{t('everyone')}</p>
        ) : (
          <>
            {roleMay(me.role, 'chatMemberAdd') ? <AddMember groupId={group.id} /> : null}
            <Members groupId={group.id} />
          </>
        )}
      </Card>
      <ChatMessages groupId={group.id} canDelete={roleMay(me.role, 'chatMessageDelete')} />
    </section>
  );
}

function Members({ groupId }: { groupId: number }) {
  const t = useTranslations('console.chat');
  const f = useConsoleFormat();
  const members = useConsoleRead('chatMembers', { groupId });
  return (
    <ConsoleList
      call={members}
      items={(d) => d.items}
      itemKey={(m) => m.userId}
      label={t('members')}
      lines={3}
      empty={{ title: t('noMembers') }}
      renderItem={(m) => (
        <div>
          <p className={styles.line}>
            <strong>{m.nickname}</strong> · {m.phone}
          </p>
          <p className={styles.muted}>{t('joined', { id: m.userId, at: f.dateTime(m.joinedAt) })}</p>
        </div>
      )}
    />
  );
}

function AddMember({ groupId }: { groupId: number }) {
  const t = useTranslations('console.chat');
  const fieldText = useFieldErrorText();
  const [phone, setPhone] = useState('');
  const form = useConsoleSubmit(
    'chatMemberAdd',
    async () => {
      setPhone('');
      toast(t('memberAdded'));
      await refreshReads('chatMembers', 'chatGroups', 'auditList');
    },
    ['phone'],
  );
  return (
    <Form
      label={t('addMember')}
      onSubmit={(e) => {
        e.preventDefault();
        void form.submit({ groupId, phone: normalizePhone(phone) });
      }}
      error={form.error}
      busy={form.busy}
      submitLabel={t('addMemberSubmit')}
    >
      <TextField
        label={t('phone')}
        hint={t('phoneHint')}
        value={phone}
        onChange={(v) => {
          form.clear('phone');
          setPhone(v);
        }}
        inputMode="tel"
        autoComplete="off"
        error={fieldText(form.fields.phone)}
      />
    </Form>
  );
}
