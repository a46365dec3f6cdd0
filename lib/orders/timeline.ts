// An order's steps, in order, with the time each was reached (null: still to come). The times are
// the order's own fields (docs/api.md, "Timeline"); the path depends on what the buyer did with the
// item: resale (consigned → sold) or delivery (requested → shipped → delivered). An item still
// owned has only its purchase: either path may follow.

export type OrderStep = 'bought' | 'consigned' | 'sold' | 'delivery_requested' | 'shipped' | 'delivered';

export interface TimelineOrder {
  status: OrderStep | 'owned';
  createdAt: string;
  consignedAt: string | null;
  soldAt: string | null;
  delivery: { requestedAt: string; shippedAt: string | null; deliveredAt: string | null } | null;
}

export interface TimelineStep {
  step: OrderStep;
  /** ISO time the step was reached; null when it is still to come. */
  at: string | null;
}

export function orderTimeline(order: TimelineOrder): TimelineStep[] {
  const steps: TimelineStep[] = [{ step: 'bought', at: order.createdAt }];
  if (order.status === 'consigned' || order.status === 'sold') {
    steps.push({ step: 'consigned', at: order.consignedAt }, { step: 'sold', at: order.soldAt });
  } else if (order.delivery) {
    const d = order.delivery;
    steps.push(
      { step: 'delivery_requested', at: d.requestedAt },
      { step: 'shipped', at: d.shippedAt },
      { step: 'delivered', at: d.deliveredAt },
    );
  }
  return steps;
}
