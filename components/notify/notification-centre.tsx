'use client';
// The notification centre (mine/notifications/): newest first, unread marked (a dot and bolder
// title, and "Unread" for screen readers), each entry opens its screen (lib/notify/target.ts) and
// is marked read; "Mark all read"; older pages on demand; the settings in a dialog. New ones arrive
// live over /ws (lib/realtime/notify.ts rewrites the first page's cached answer).
import dynamic from 'next/dynamic';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useApiMutation } from '@/lib/api/hooks/use-mutation';
import { useNotifications } from '@/lib/api/hooks/use-reads';
import type { CallResult } from '@/lib/api/registry';
import { routeHref } from '@/lib/nav/href';
import { targetOf } from '@/lib/notify/target';
import { Button } from '@/components/ui/button';
import { CallView } from '@/components/ui/call-view';
import { Link } from '@/components/ui/link';
import { SkeletonGroup, SkeletonText } from '@/components/ui/skeleton';
import { EmptyState } from '@/components/ui/states';
import { toast } from '@/components/toast/toast-store';
import { useNotificationText } from './notification-text';
import styles from './notify.module.css';

// The settings (a form: the contract's schemas, checkboxes, push) load when first opened, so the
// centre's first load carries none of them.
const NotificationSettingsDialog = dynamic(
  () => import('./notification-settings').then((m) => m.NotificationSettingsDialog),
  { ssr: false },
);

type Page = CallResult<'GetNotifications'>;
type Notification = Page['items'][number];

function Entry({ n, onOpen }: { n: Notification; onOpen: (n: Notification) => void }) {
  const t = useTranslations('notify');
  const locale = useLocale();
  const text = useNotificationText();
  const { title, body } = text(n);
  const target = targetOf(n.type, n.data);
  const time = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(n.createdAt),
  );
  return (
    <li className={styles.item} data-testid="notification" data-read={n.read}>
      <Link className={styles.entry} href={routeHref(locale, target.route, target.query)} onClick={() => onOpen(n)}>
        <span className={n.read ? `${styles.dot} ${styles.dotRead}` : styles.dot} aria-hidden="true" />
        <span className={styles.text}>
          <span className={n.read ? styles.title : styles.unreadTitle}>
            {n.read ? null : <span className="visually-hidden">{t('newLabel')}: </span>}
            {title}
          </span>
          <span className={styles.body}>{body}</span>
          <time className={styles.time} dateTime={n.createdAt}>
            {time}
          </time>
        </span>
      </Link>
    </li>
  );
}

function Skeletons() {
  const t = useTranslations('notify');
  return (
    <SkeletonGroup label={t('loading')}>
      <SkeletonText lines={6} />
    </SkeletonGroup>
  );
}

/** One older page (below `before`), and the button for the next one. */
function OlderPage({ before, onOpen }: { before: number; onOpen: (n: Notification) => void }) {
  const page = useNotifications({ before });
  return (
    <CallView call={page} skeleton={<Skeletons />}>
      {(p) => <Entries page={p} onOpen={onOpen} />}
    </CallView>
  );
}

function Entries({ page, onOpen }: { page: Page; onOpen: (n: Notification) => void }) {
  const t = useTranslations('notify');
  const [older, setOlder] = useState(false);
  const last = page.items[page.items.length - 1];
  return (
    <>
      <ul className={styles.list}>
        {page.items.map((n) => (
          <Entry key={n.id} n={n} onOpen={onOpen} />
        ))}
      </ul>
      {page.hasMore && last ? (
        older ? (
          <OlderPage before={last.id} onOpen={onOpen} />
        ) : (
          <Button variant="plain" onClick={() => setOlder(true)}>
            {t('more')}
          </Button>
        )
      ) : page.items.length > 0 ? (
        <p className={styles.hint}>{t('end')}</p>
      ) : null}
    </>
  );
}

export function NotificationCentre() {
  const t = useTranslations('notify');
  const first = useNotifications({});
  const read = useApiMutation('ReadNotifications');
  const [settingsOpen, setSettingsOpen] = useState(false);
  // Mounted from the first opening on, so closing it returns the focus like any dialog.
  const [settingsWanted, setSettingsWanted] = useState(false);

  const open = (n: Notification) => {
    if (!n.read) void read.trigger({ ids: [n.id] }).catch(() => undefined);
  };
  async function readAll() {
    try {
      await read.trigger({});
      toast(t('markedAll'));
    } catch {
      // Toasted by the request layer.
    }
  }

  return (
    <div className={styles.screen}>
      <div className={styles.toolbar}>
        <p className={styles.count} data-testid="notify-unread" aria-live="polite">
          {first.data ? t('unread', { count: first.data.unread }) : null}
        </p>
        <div className={styles.actions}>
          <Button
            variant="plain"
            onClick={() => void readAll()}
            busy={read.isMutating}
            disabled={!first.data || first.data.unread === 0}
          >
            {t('markAll')}
          </Button>
          <Button
            variant="plain"
            onClick={() => {
              setSettingsWanted(true);
              setSettingsOpen(true);
            }}
          >
            {t('settings')}
          </Button>
        </div>
      </div>
      <CallView
        call={first}
        skeleton={<Skeletons />}
        isEmpty={(p) => p.items.length === 0}
        empty={<EmptyState title={t('emptyTitle')} body={t('emptyBody')} />}
      >
        {(p) => <Entries page={p} onOpen={open} />}
      </CallView>
      {settingsWanted ? (
        <NotificationSettingsDialog open={settingsOpen} onClose={() => setSettingsOpen(false)} />
      ) : null}
    </div>
  );
}
