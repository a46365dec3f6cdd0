// The queues group's operator calls: their facts (zod-free; the schemas are in ./queues.ts).
import { ALL, FINANCE, read, write, type Fact } from './define';

export const queuesFacts = {
  // The dashboard: the queues' lengths, the window, the ledger audit.
  dashboard: read('/dashboard', ALL, { payload: 'none' }),
  /** Sales, orders, recharges and withdrawals per day of the window's zone, the last 30 days. */
  dashboardSeries: read('/dashboard/series', ALL, { payload: 'none' }),

  // Queues and decisions.
  queueApplications: read('/queues/applications', ALL, { paged: true }),
  queueIdentities: read('/queues/identities', ALL, { paged: true }),
  decideApplication: write('/applications/decide', FINANCE),
  decideIdentity: write('/identities/decide', FINANCE),
  // Approve several identity checks at once (issue 42 #8): a result per check. Money approvals
  // (recharges, withdrawals, refunds) have no bulk call: each stays a decision of its own.
  identityApproveBulk: write('/identities/approve-bulk', FINANCE),
  /**
   * The whole account number (and holder) a withdrawal is paid to, and an identity check's whole ID
   * number: finance and admin, one at a time, each read written to the audit log (issue 42 #1).
   * Writes, not reads: the audit row is the point, and the queues above stay masked for everyone.
   */
  revealApplication: write('/applications/reveal', FINANCE),
  revealIdentity: write('/identities/reveal', FINANCE),
  /**
   * The CLI's lists (unpaged answers, newest first): the whole ID number, phone, holder name and
   * photo links, so the loopback token API only (it acts as admin); the console reads the queues
   * above, masked per role (audit item 1).
   */
  applicationList: read('/applications', ALL, { surface: 'token' }),
  identityList: read('/identities', ALL, { surface: 'token' }),
  ledger: read('/ledger', ALL),
} satisfies Record<string, Fact>;
