// The exports group's operator calls: their facts (zod-free; the schemas are in ./exports.ts).
import { ADMIN, FINANCE, read, type Fact } from './define';

export const exportsFacts = {
  // Exports (CSV, streamed; a date range).
  exportOrders: read('/exports/orders', ['support', 'finance', 'admin'], { answer: 'stream' }),
  exportLedger: read('/exports/ledger', FINANCE, { answer: 'stream' }),
  exportAudit: read('/exports/audit', ADMIN, { answer: 'stream' }),
} satisfies Record<string, Fact>;
