'use client';
// A review queue (recharges, withdrawals, refunds, identity checks): status chips (pending
// first) and the page in the URL, the paged list, each item rendered by the queue's own card.
import { useTranslations } from 'next-intl';
import type { Key, ReactNode } from 'react';
import { Chips } from '@/components/ui/chips';
import type { OperatorAnswer, OperatorCallName, OperatorInput } from '@/lib/api/operator/calls';
import { ConsoleList } from '../kit/console-list';
import { Paging } from '../kit/queue-paging';
import { useConsoleRead } from '../kit/use-console-read';
import { pageParam, useQueryState } from '../kit/use-query-state';

type QueueCall = Extract<OperatorCallName, 'queueApplications' | 'queueIdentities'>;
type Item<K extends QueueCall> = OperatorAnswer<K>['items'][number];
type Filters<K extends QueueCall> = Omit<OperatorInput<K>, 'status' | 'page' | 'pageSize'>;

const PAGE_SIZE = 20;

export function QueueView<K extends QueueCall>({
  call,
  input,
  statuses,
  itemKey,
  renderItem,
}: {
  call: K;
  /** The call's other filters (the application type). */
  input: Filters<K>;
  /** The first one is the default, left out of the URL. */
  statuses: readonly NonNullable<OperatorInput<K>['status']>[];
  itemKey: (item: Item<K>) => Key;
  renderItem: (item: Item<K>) => ReactNode;
}) {
  const t = useTranslations('console');
  const q = useQueryState();
  const first = statuses[0];
  const wanted = q.get('status');
  const status = statuses.find((s) => s === wanted) ?? first;
  const page = pageParam(q.get('page'));
  const list = useConsoleRead(call, { ...input, status, page, pageSize: PAGE_SIZE } as OperatorInput<K>);
  return (
    <>
      <Chips
        label={t('queue.status')}
        options={statuses.map((s) => ({ value: s, label: t(`status.${s}` as never) }))}
        value={status ?? ''}
        onChange={(s) => q.set({ status: s === first ? undefined : s, page: undefined })}
      />
      <ConsoleList
        call={list}
        items={(d) => d.items}
        itemKey={itemKey}
        renderItem={renderItem}
        empty={{ title: t('queue.empty'), body: t('queue.emptyBody') }}
        footer={(d) => (
          <Paging page={d.page} pageSize={d.pageSize} total={d.total} onPage={(p) => q.set({ page: p })} />
        )}
      />
    </>
  );
}
