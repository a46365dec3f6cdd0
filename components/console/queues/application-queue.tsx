'use client';
// A queue of recharges, withdrawals or score refunds: filter by status (pending first), paged;
// each item with what the reviewer needs (recharges: the receipt inline from its signed link;
// withdrawals: bank, holder, masked account) and approve / reject. Above the threshold the
// two-person state shows who gave the first approval; that operator cannot give the second.
import type { OperatorAnswer } from '@/lib/api/operator/calls';
import { ApplicationCard } from './application-card';
import { QueueView } from './queue-view';

type AppType = OperatorAnswer<'queueApplications'>['items'][number]['type'];
const STATUSES = ['pending', 'approved', 'rejected'] as const;

export function ApplicationQueue({ type }: { type: AppType }) {
  return (
    <QueueView
      call="queueApplications"
      input={{ type }}
      statuses={STATUSES}
      itemKey={(item) => item.id}
      renderItem={(item) => <ApplicationCard item={item} />}
    />
  );
}
