// Operator commands for the marketplace and wallet. None creates money: balances grow only
// through approved recharges and sales.
import { z } from 'zod/mini';
import type { OperatorAnswer } from '@/lib/api/operator/calls';
import { productKind } from '@/lib/api/schemas/catalog';
import { applicationStatus } from '@/lib/api/schemas/common';
import { delivery } from '@/lib/api/schemas/orders';
import { rechargeRejectionReason, rejectionReason } from '@/lib/api/schemas/wallet';
import { command, contract, requireFlag, UsageError, type AdminCommand, type ParsedArgs } from '../command';

function whole(value: string, flag: string, min = 1): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) throw new UsageError(`--${flag} must be a whole number ≥ ${min}`);
  return n;
}

function idArg(args: ParsedArgs): number {
  const raw = args.positional[0];
  if (!raw) throw new UsageError('ID is required');
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0) throw new UsageError('ID must be a positive whole number');
  return n;
}

const KINDS = productKind.options;
function kindFlag(args: ParsedArgs) {
  const k = args.flags.kind;
  if (k === undefined) return undefined;
  const kind = KINDS.find((known) => known === k);
  if (!kind) throw new UsageError(`--kind must be one of ${KINDS.join(', ')}`);
  return kind;
}

const money = (cents: number) => (cents / 100).toFixed(2);
const shipped = z.pick(delivery, { carrier: true, trackingNo: true });

const productLine = (p: OperatorAnswer<'productEdit'>) =>
  `${p.id}\t${p.kind}\t${money(p.price)}\tstock ${p.stock}\t${p.status}${p.consigned ? '\tconsigned' : ''}\t${p.name}`;

/** A recharge's receipt (proofImage) is a signed link to the private file, valid 15 minutes. */
const applicationLine = (a: OperatorAnswer<'applicationList'>[number]) =>
  `${a.id}\tuser ${a.userId}\t${a.amount !== undefined ? money(a.amount) : `${a.points ?? 0} pts`}\t${a.status}${a.reasonCode ? ` (${a.reasonCode})` : ''}\t${a.createdAt}${a.reason ? `\t${a.reason}` : ''}${a.proofImage ? `\treceipt ${a.proofImage}` : ''}`;

const REJECTION_CODES = rejectionReason.options.join('|');
const RECHARGE_REJECTION_CODES = rechargeRejectionReason.options.join('|');

function applicationCommands(type: 'recharge' | 'withdraw' | 'refund'): AdminCommand[] {
  return [
    command({
      name: `${type} list`,
      usage: `${type} list [--status pending|approved|rejected] [--json]`,
      run: (args, client) => contract(client).call('applicationList', { type, ...statusFlag(args) }),
      format: (rows) => rows.map(applicationLine).join('\n') || `No ${type} applications.`,
    }),
    command({
      name: `${type} approve`,
      usage: `${type} approve ID [--json]`,
      run: (args, client) => contract(client).call('decideApplication', { type, id: idArg(args), decision: 'approve' }),
      format: (a) => `Approved: ${applicationLine(a)}`,
    }),
    command({
      name: `${type} reject`,
      // --code is what the user reads, translated (wallet.ts rejectionReason, and
      // rechargeRejectionReason for recharges); --reason a note for staff, never shown to the user.
      // Without --code the user reads "other".
      usage: `${type} reject ID --code ${type === 'recharge' ? RECHARGE_REJECTION_CODES : REJECTION_CODES} [--reason R] [--json]`,
      run: (args, client) => {
        const code = args.flags.code;
        if (code === undefined)
          return contract(client).call('decideApplication', {
            type,
            id: idArg(args),
            decision: 'reject',
            reason: requireFlag(args, 'reason'),
          });
        const codes = type === 'recharge' ? rechargeRejectionReason.options : rejectionReason.options;
        const reasonCode = codes.find((c) => c === code);
        if (!reasonCode) throw new UsageError(`--code is one of ${codes.join(', ')}`);
        return contract(client).call('decideApplication', {
          type,
          id: idArg(args),
          decision: 'reject',
          reasonCode,
          ...(args.flags.reason ? { reason: args.flags.reason } : {}),
        });
      },
      format: (a) => `Rejected: ${applicationLine(a)}`,
    }),
  ];
}

function statusFlag(args: ParsedArgs) {
  const raw = args.flags.status;
  if (!raw) return {};
  const status = applicationStatus.options.find((s) => s === raw);
  if (!status) throw new UsageError(`--status must be one of ${applicationStatus.options.join(', ')}`);
  return { status };
}

function productFields(args: ParsedArgs) {
  const f = args.flags;
  const kind = kindFlag(args);
  return {
    ...(f.name !== undefined ? { name: f.name } : {}),
    ...(f.price !== undefined ? { price: whole(f.price, 'price') } : {}),
    ...(f.stock !== undefined ? { stock: whole(f.stock, 'stock', 0) } : {}),
    ...(kind ? { kind } : {}),
    ...(f.type !== undefined ? { typeId: whole(f.type, 'type') } : {}),
    ...(f.description !== undefined ? { description: f.description } : {}),
    ...(f['off-shelf'] !== undefined ? { offShelf: f['off-shelf'] === 'true' } : {}),
  };
}

export const marketCommands: AdminCommand[] = [
  command({
    name: 'window',
    usage: 'window --start HH:mm --end HH:mm [--tz Area/City] [--markup-bp N] [--json]',
    run: (args, client) =>
      contract(client).call('windowSet', {
        startTime: requireFlag(args, 'start'),
        endTime: requireFlag(args, 'end'),
        ...(args.flags.tz ? { timeZone: args.flags.tz } : {}),
        ...(args.flags['markup-bp'] !== undefined ? { consignMarkupBp: Number(args.flags['markup-bp']) } : {}),
      }),
    format: (w) => `Auction window ${w.startTime}–${w.endTime} (${w.timeZone}).`,
  }),
  command({
    name: 'product add',
    usage:
      'product add --name N --price CENTS --stock N --type ID [--kind auction|pickup|consumption] [--description HTML] [--json]',
    run: (args, client) => {
      const name = requireFlag(args, 'name');
      requireFlag(args, 'price');
      requireFlag(args, 'stock');
      // Required (issue 42): `type list` names the ids; the server no longer picks the first type.
      requireFlag(args, 'type');
      const fields = productFields(args);
      const { price = 0, stock = 0, typeId = 0 } = fields;
      return contract(client).call('productAdd', { ...fields, name, price, stock, typeId });
    },
    format: (p) => String(p.id),
  }),
  command({
    name: 'product edit',
    usage:
      'product edit ID [--name N] [--price CENTS] [--stock N] [--kind K] [--type ID] [--description HTML] [--off-shelf true|false] [--json]',
    run: (args, client) => {
      const fields = productFields(args);
      if (Object.keys(fields).length === 0) throw new UsageError('nothing to change');
      return contract(client).call('productEdit', { id: idArg(args), ...fields });
    },
    format: productLine,
  }),
  command({
    name: 'product list',
    usage: 'product list [--page N] [--json]',
    run: (args, client) => contract(client).call('productList', args.flags.page ? { page: args.flags.page } : {}),
    format: (page) => page.items.map(productLine).join('\n') || 'No products.',
  }),
  command({
    // The ids `product add --type` takes (issue 42).
    name: 'type list',
    usage: 'type list [--json]',
    run: (_args, client) => contract(client).call('productTypeList', {}),
    format: (types) => types.map((t) => `${t.id}  ${t.name}`).join('\n') || 'No types.',
  }),
  command({
    name: 'type add',
    usage: 'type add --name N [--sort N] [--json]',
    run: (args, client) =>
      contract(client).call('productTypeAdd', {
        name: requireFlag(args, 'name'),
        ...(args.flags.sort ? { sort: Number(args.flags.sort) } : {}),
      }),
    format: (t) => String(t.id),
  }),
  command({
    name: 'order ship',
    usage: 'order ship ID --carrier C --tracking NO [--correct] [--json]',
    run: (args, client) =>
      contract(client).call('orderShip', {
        id: idArg(args),
        carrier: requireFlag(args, 'carrier'),
        trackingNo: requireFlag(args, 'tracking'),
        ...(args.flags.correct ? { correct: true } : {}),
      }),
    format: (o) => {
      // The contract's order answer is loose; its delivery has the buyer API's shape.
      const d = shipped.safeParse(o.delivery).data;
      return `Order ${o.id} shipped: ${d?.carrier ?? ''} ${d?.trackingNo ?? ''}.`;
    },
  }),
  command({
    name: 'order deliver',
    usage: 'order deliver ID [--json]',
    run: (args, client) => contract(client).call('orderDeliver', { id: idArg(args) }),
    format: (o) => `Order ${o.id} delivered.`,
  }),
  ...applicationCommands('recharge'),
  ...applicationCommands('withdraw'),
  ...applicationCommands('refund'),
  command({
    name: 'ledger',
    usage: 'ledger PHONE [--limit N] [--json]',
    run: (args, client) => {
      const phone = args.positional[0];
      if (!phone) throw new UsageError('PHONE is required');
      return contract(client).call('ledger', { phone, ...(args.flags.limit ? { limit: args.flags.limit } : {}) });
    },
    format: (l) => {
      const head = `User ${l.userId}: available ${money(l.balances.available ?? 0)}, frozen ${money(l.balances.frozen ?? 0)}, score ${l.balances.score ?? 0}. Ledger audit: ${l.audit.ok ? 'ok' : 'FAILED'}`;
      const lines = l.entries.map(
        (e) => `${e.at}\t${e.account}\t${e.kind}\t${e.amount}\t→ ${e.balanceAfter}\t${e.memo}`,
      );
      return [head, ...lines].join('\n');
    },
  }),
];
