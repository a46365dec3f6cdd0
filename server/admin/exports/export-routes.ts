// The operator exports: orders, ledger entries and the audit log of a date range as CSV, streamed
// (./csv.ts: keyset pages as the reply is read, never the whole range in memory). Who may export
// what is the contract's (support/finance/admin for orders, finance/admin for the ledger, admin
// for the audit log). An export is an action: it is in the audit log (who, from where, which
// range), written in one transaction with the read of the first page before the status is sent,
// and only a GET meant as a download or a fetch starts one. Later pages are separate reads, not
// one snapshot: a long export does not hold a transaction open (PGlite runs one at a time); rows
// are ordered by (time, id), so a row written during the export, which is newer, is at most added
// at the end.
import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { OperatorCallName, OperatorParsed } from '@/lib/api/operator/calls';
import type { Db, Tx } from '../../db/client';
import type { TimeKey, TimeRange } from '../../db/keyset';
import { ordersInRange, type OrderRow } from '../../market';
import { ledgerEntriesInRange, type LedgerExportRow } from '../../wallet';
import { auditInRange, type AuditRow } from '../../operator/audit-log';
import { withTx } from '../../db/tx';
import { databaseErrorCode } from '../../http/error-handler';
import { ApiError, badRequest, forbidden } from '../../http/errors';
import { recordOperatorAction } from '../../operator/operator-api';
import type { OperatorHandlers } from '../../operator/operator-group';
import type { OperatorCallContext } from '../../operator/operator-call';
import { deliveryForOperator } from '@/lib/format/delivery';
import { EXPORT_PAGE, keysetCsv, type CsvValue, type KeysetSource } from './csv';

type Range = OperatorParsed<'exportOrders'>;
type Key = TimeKey;
type ExportName = Extract<OperatorCallName, 'exportOrders' | 'exportLedger' | 'exportAudit'>;

const DAY = 86_400_000;

/** [from 00:00 UTC, the day after `to` 00:00 UTC): both days included. */
export function rangeOf(q: Range): TimeRange {
  const from = q.from ? new Date(`${q.from}T00:00:00.000Z`) : null;
  const to = q.to ? new Date(new Date(`${q.to}T00:00:00.000Z`).getTime() + DAY) : null;
  if (from && to && from >= to) throw badRequest('to', 'must not be before from');
  return { from, to };
}

/** `masked`: a viewer's copy of the delivery address (lib/format/delivery.ts). The contract lets
 * no viewer export orders today; the rule is kept here so a role added later cannot read more. */
function ordersSource(db: Db | Tx, r: TimeRange, masked = false) {
  const delivery = (o: OrderRow) => (o.address ? deliveryForOperator(o.address, masked) : null);
  return {
    header: [
      'id',
      'created_at',
      'user_id',
      'product_id',
      'product_name',
      'kind',
      'quantity',
      'price_minor',
      'total_minor',
      'status',
      'consigned_at',
      'sold_at',
      'shipped_at',
      'carrier',
      'tracking_no',
      'delivered_at',
      // Where it ships (issue 42 #4), added at the end so existing columns keep their places.
      'recipient_name',
      'recipient_phone',
      'delivery_region',
      'delivery_address',
      'delivery_postal_code',
    ],
    page: (after, limit) => ordersInRange(db, r, after, limit),
    keyOf: (row) => ({ at: row.key, id: row.o.id }),
    cells: ({ o }) => {
      const d = delivery(o);
      return [
        o.id,
        o.createdAt,
        o.userId,
        o.productId,
        o.productName,
        o.kind,
        o.quantity,
        o.price,
        o.total,
        o.status,
        o.consignedAt,
        o.soldAt,
        o.shippedAt,
        o.carrier,
        o.trackingNo,
        o.deliveredAt,
        d?.name,
        d?.phone,
        d?.region,
        d?.detail,
        d?.postalCode,
      ];
    },
  } satisfies KeysetSource<{ o: OrderRow; key: string }, Key>;
}

function ledgerSource(db: Db | Tx, r: TimeRange) {
  return {
    header: [
      'entry_id',
      'created_at',
      'transaction_id',
      'kind',
      'account',
      'user_id',
      'amount',
      'balance_after',
      'memo',
      'ref_id',
    ],
    page: (after, limit) => ledgerEntriesInRange(db, r, after, limit),
    keyOf: (row) => ({ at: row.key, id: row.id }),
    cells: (x) => [x.id, x.at, x.transactionId, x.kind, x.account, x.userId, x.amount, x.balanceAfter, x.memo, x.refId],
  } satisfies KeysetSource<LedgerExportRow, Key>;
}

function auditSource(db: Db | Tx, r: TimeRange) {
  return {
    header: ['id', 'at', 'operator', 'via', 'address', 'action', 'target', 'details', 'before', 'after'],
    page: (after, limit) => auditInRange(db, r, after, limit),
    keyOf: (row) => ({ at: row.key, id: row.a.id }),
    cells: ({ a: x }) => [
      x.id,
      x.at,
      x.operator,
      x.via,
      x.address,
      x.action,
      x.target,
      x.details as CsvValue,
      x.before as CsvValue,
      x.after as CsvValue,
    ],
  } satisfies KeysetSource<{ a: AuditRow; key: string }, Key>;
}

/** Each export's rows (tests read them with small pages). */
export const exportSources = { exportOrders: ordersSource, exportLedger: ledgerSource, exportAudit: auditSource };
const WHAT: Record<ExportName, string> = { exportOrders: 'orders', exportLedger: 'ledger', exportAudit: 'audit' };

/**
 * Where a browser says the answer goes (Fetch Metadata). An export is an action (an audit row, a
 * file of personal data), so only a download or the console's own fetch may start one: never an
 * `<img>`, `<script>`, `<iframe>`, `<link>` or `<video>` some page points at the URL (a notice's
 * `<img src="/api/console/exports/audit">` ran an export with the admin's cookie). No header at all
 * is the CLI, a script or an older browser; the cookie is SameSite=Strict and server/content's
 * sanitiser drops /api/ URLs from every body, so those remain covered.
 */
const EXPORT_DESTINATIONS = new Set(['document', 'empty']);

function refuseSideEffectRequest(req: FastifyRequest): void {
  // fastify answers HEAD for every GET route with the GET's handler: a HEAD would run the export
  // and write its audit row for a reply with no body.
  if (req.method !== 'GET') {
    throw new ApiError(405, 'An export is a GET only', { reason: 'invalid_input', headers: { allow: 'GET' } });
  }
  const dest = req.headers['sec-fetch-dest'];
  if (dest !== undefined && !EXPORT_DESTINATIONS.has(String(dest))) {
    throw forbidden(`An export is not a ${String(dest)} (download it from the console)`, 'csrf_failed');
  }
}

/** The rest of the file; a database error there cuts the connection (no clean end), logged without the query. */
async function* stopping(chunks: AsyncGenerator<string>, req: FastifyRequest): AsyncGenerator<string> {
  try {
    yield* chunks;
  } catch (e) {
    // The status and the first page went out already: the only honest answer left is no clean end
    // (fastify destroys the socket, so the chunked reply lacks its last chunk and the CLI, curl and
    // a browser's download all report a failure). drizzle's message holds the query: not logged.
    req.log.error({ call: `GET ${req.routeOptions.url ?? ''}`, dbCode: databaseErrorCode(e) ?? null }, 'export cut');
    throw new Error('export cut by a database error');
  }
}

async function sendExport(name: ExportName, q: Range, ctx: OperatorCallContext) {
  refuseSideEffectRequest(ctx.req);
  const range = rangeOf(q);
  const what = WHAT[name];
  const masked = ctx.role === 'viewer';
  // The audit row and the first page in one transaction: a query that fails is an error answer
  // with no audit row, before the status; later pages are separate reads (above).
  const first = await withTx(ctx.db, async (tx) => {
    await recordOperatorAction(tx, {
      operator: ctx.operator,
      action: `export.${what}`,
      target: `export:${what}`,
      details: { from: q.from ?? null, to: q.to ?? null },
    });
    return (exportSources[name](tx, range, masked) as KeysetSource<unknown, Key>).page(null, EXPORT_PAGE);
  });
  const source = exportSources[name](ctx.db, range, masked) as KeysetSource<unknown, Key>;
  const file = `gavel-${what}-${q.from ?? 'start'}-to-${q.to ?? 'now'}.csv`;
  return (
    ctx.reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file}"`)
      .header('cache-control', 'no-store')
      // At most a page or two read ahead of what the socket has taken (the pipe waits on the socket).
      .send(Readable.from(stopping(keysetCsv(source, EXPORT_PAGE, first), ctx.req), { highWaterMark: 1 }))
  );
}

export const exportHandlers = {
  exportOrders: (q, ctx) => sendExport('exportOrders', q, ctx),
  exportLedger: (q, ctx) => sendExport('exportLedger', q, ctx),
  exportAudit: (q, ctx) => sendExport('exportAudit', q, ctx),
} satisfies OperatorHandlers<'exports'>;
