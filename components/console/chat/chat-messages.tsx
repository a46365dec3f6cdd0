'use client';
// A group's recent messages for moderation, newest first, with Older / Newest paging by `before`
// (in the URL). Text is rendered as text (React escapes it): a message is never HTML. Delete asks
// first; the buyers' open chat screens drop the message live (the `deleted` frame).
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { Image } from '@/components/ui/image';
import { toast } from '@/components/toast/toast-store';
import { useErrorText } from '@/components/ui/use-error-text';
import type { OperatorAnswer } from '@/lib/api/operator/calls';
import { consoleCall } from '@/lib/console/transport';
import { ConsoleList } from '../kit/console-list';
import { useConsoleFormat } from '../kit/use-console-format';
import { refreshReads, useConsoleRead } from '../kit/use-console-read';
import { useQueryState } from '../kit/use-query-state';
import styles from '../kit/panels.module.css';

type Message = OperatorAnswer<'chatMessages'>['items'][number];

export function ChatMessages({ groupId, canDelete }: { groupId: number; canDelete: boolean }) {
  const t = useTranslations('console.chat');
  const q = useQueryState();
  const before = Number(q.get('before'));
  const page = Number.isSafeInteger(before) && before > 0 ? before : undefined;
  const messages = useConsoleRead('chatMessages', page === undefined ? { groupId } : { groupId, before: page });
  const [pending, setPending] = useState<Message | null>(null);
  return (
    <Card title={t('messagesTitle')}>
      <ConsoleList
        call={messages}
        items={(d) => d.items}
        itemKey={(m) => m.id}
        label={t('messagesTitle')}
        lines={6}
        empty={{ title: t('noMessages') }}
        renderItem={(m) => <MessageRow message={m} canDelete={canDelete} onDelete={() => setPending(m)} />}
        footer={(d) => (
          <nav className={styles.paging} aria-label={t('paging')}>
            {page !== undefined ? (
              <Button variant="secondary" onClick={() => q.set({ before: undefined })}>
                {t('newest')}
              </Button>
            ) : null}
            {d.hasMore ? (
              <Button variant="secondary" onClick={() => q.set({ before: d.items.at(-1)?.id })}>
                {t('older')}
              </Button>
            ) : null}
          </nav>
        )}
      />
      <DeleteDialog message={pending} onClose={() => setPending(null)} />
    </Card>
  );
}

function MessageRow({
  message: m,
  canDelete,
  onDelete,
}: {
  message: Message;
  canDelete: boolean;
  onDelete: () => void;
}) {
  const t = useTranslations('console.chat');
  const f = useConsoleFormat();
  return (
    <article className={styles.chatMessage} aria-label={t('messageFrom', { name: m.sender.nickname })}>
      <p className={styles.muted}>
        {t('sentBy', { name: m.sender.nickname, id: m.sender.id, at: f.dateTime(m.createdAt) })}
      </p>
      {m.text !== null ? <p className={styles.chatText}>{m.text}</p> : null}
      {m.image ? <Image src={m.image} alt={t('image')} width={96} height={96} /> : null}
      {canDelete ? (
        <div className={styles.actions}>
          <Button variant="danger" onClick={onDelete}>
            {t('delete')}
          </Button>
        </div>
      ) : null}
    </article>
  );
}

function DeleteDialog({ message, onClose }: { message: Message | null; onClose: () => void }) {
  const t = useTranslations('console.chat');
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(undefined);
  const close = () => {
    setError(undefined);
    onClose();
  };
  async function confirm() {
    if (!message) return;
    setBusy(true);
    setError(undefined);
    try {
      await consoleCall('chatMessageDelete', { id: message.id });
      toast(t('deleted'));
      close();
      await refreshReads('chatMessages', 'auditList');
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Dialog
      open={message !== null}
      onClose={close}
      title={t('confirmDelete')}
      tone="danger"
      confirmLabel={t('delete')}
      busy={busy}
      onConfirm={() => void confirm()}
    >
      <p>{t('deleteBody')}</p>
      {message?.text ? <p className={styles.chatQuote}>{message.text}</p> : null}
      {error ? (
        <p className={styles.error} role="alert">
          {errorText(error)}
        </p>
      ) : null}
    </Dialog>
  );
}
