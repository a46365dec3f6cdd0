// Approve several identity checks at once (issue 42 #8): each through decideIdentity (its
// conditional update, its audit row `identity.approve`); one already decided or gone is that
// check's result (already_reviewed, not_found). Rejections stay one at a time: each needs its own
// reason and photos.
import { eachOnItsOwn } from '../http/bulk';
import type { OperatorHandlers } from '../operator/operator-group';
import { identityQueueHandlers } from './identity-routes';

export const identityBulkHandlers = {
  identityApproveBulk: (body, ctx) =>
    eachOnItsOwn(
      body.ids,
      (id) => id,
      (id) => identityQueueHandlers.decideIdentity({ id, decision: 'approve' }, ctx),
    ),
} satisfies Partial<OperatorHandlers<'queues'>>;
