// Operator commands for the marketplace and wallet. None creates money: balances grow only
// through approved recharges and sales.
import { rechargeRejectionReason, rejectionReason } from '@/lib/api/schemas/wallet';
import { requireFlag, UsageError, type AdminCommand, type ParsedArgs } from '../command';

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

const KINDS = ['auction', 'pickup', 'consumption'];
function kindFlag(args: ParsedArgs): string | undefined {
  const k = args.flags.kind;
  if (k === undefined) return undefined;
  if (!KINDS.includes(k)) throw new UsageError(`--kind must be one of ${KINDS.join(', ')}`);
  return k;
}

const money = (cents: number) => (cents / 100).toFixed(2);

interface ProductOut {
  id: number;
  name: string;
  kind: string;
  price: number;
  stock: number;
  status: string;
  consigned: boolean;
}
const productLine = (p: ProductOut) =>
  `${p.id}\t${p.kind}\t${money(p.price)}\tstock ${p.stock}\t${p.status}${p.consigned ? '\tconsigned' : ''}\t${p.name}`;

interface ApplicationOut {
  id: number;
  userId: number;
  amount?: number;
  points?: number;
  status: string;
  reason: string | null;
  reasonCode?: string | null;
  createdAt: string;
  /** A recharge's receipt: a signed link to the private file, valid 15 minutes. */
  proofImage?: string | null;
}
const applicationLine = (a: ApplicationOut) =>
  `${a.id}\tuser ${a.userId}\t${a.amount !== undefined ? money(a.amount) : `${a.points ?? 0} pts`}\t${a.status}${a.reasonCode ? ` (${a.reasonCode})` : ''}\t${a.createdAt}${a.reason ? `\t${a.reason}` : ''}${a.proofImage ? `\treceipt ${a.proofImage}` : ''}`;

const REJECTION_CODES = rejectionReason.options.join('|');
const RECHARGE_REJECTION_CODES = rechargeRejectionReason.options.join('|');

function applicationCommands(type: 'recharge' | 'withdraw' | 'refund'): AdminCommand[] {
  return [
    {
      name: `${type} list`,
      usage: `${type} list [--status pending|approved|rejected] [--json]`,
      run: (args, client) =>
        client.get('/applications', { type, ...(args.flags.status ? { status: args.flags.status } : {}) }),
      format: (r) => (r as ApplicationOut[]).map(applicationLine).join('\n') || `No ${type} applications.`,
    },
    {
      name: `${type} approve`,
      usage: `${type} approve ID [--json]`,
      run: (args, client) => client.post('/applications/decide', { type, id: idArg(args), decision: 'approve' }),
      format: (r) => `Approved: ${applicationLine(r as ApplicationOut)}`,
    },
    {
      name: `${type} reject`,
      // --code is what the user reads, translated (wallet.ts rejectionReason, and
      // rechargeRejectionReason for recharges); --reason a note for staff, never shown to the user.
      // Without --code the user reads "other".
      usage: `${type} reject ID --code ${type === 'recharge' ? RECHARGE_REJECTION_CODES : REJECTION_CODES} [--reason R] [--json]`,
      run: (args, client) => {
        const code = args.flags.code;
        if (code === undefined)
          return client.post('/applications/decide', {
            type,
            id: idArg(args),
            decision: 'reject',
            reason: requireFlag(args, 'reason'),
          });
        return client.post('/applications/decide', {
          type,
          id: idArg(args),
          decision: 'reject',
          reasonCode: code,
          ...(args.flags.reason ? { reason: args.flags.reason } : {}),
        });
      },
      format: (r) => `Rejected: ${applicationLine(r as ApplicationOut)}`,
    },
  ];
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
  {
    name: 'window',
    usage: 'window --start HH:mm --end HH:mm [--tz Area/City] [--markup-bp N] [--json]',
    run: (args, client) =>
      client.post('/market/window', {
        startTime: requireFlag(args, 'start'),
        endTime: requireFlag(args, 'end'),
        ...(args.flags.tz ? { timeZone: args.flags.tz } : {}),
        ...(args.flags['markup-bp'] !== undefined ? { consignMarkupBp: Number(args.flags['markup-bp']) } : {}),
      }),
    format: (r) => {
      const w = r as { startTime: string; endTime: string; timeZone: string };
      return `Auction window ${w.startTime}–${w.endTime} (${w.timeZone}).`;
    },
  },
  {
    name: 'product add',
    usage:
      'product add --name N --price CENTS --stock N [--kind auction|pickup|consumption] [--type ID] [--description HTML] [--json]',
    run: (args, client) => {
      requireFlag(args, 'name');
      requireFlag(args, 'price');
      requireFlag(args, 'stock');
      return client.post('/products', productFields(args));
    },
    format: (r) => String((r as ProductOut).id),
  },
  {
    name: 'product edit',
    usage:
      'product edit ID [--name N] [--price CENTS] [--stock N] [--kind K] [--type ID] [--description HTML] [--off-shelf true|false] [--json]',
    run: (args, client) => {
      const fields = productFields(args);
      if (Object.keys(fields).length === 0) throw new UsageError('nothing to change');
      return client.post('/products/edit', { id: idArg(args), ...fields });
    },
    format: (r) => productLine(r as ProductOut),
  },
  {
    name: 'product list',
    usage: 'product list [--page N] [--json]',
    run: (args, client) => client.get('/products', args.flags.page ? { page: args.flags.page } : undefined),
    format: (r) => (r as { items: ProductOut[] }).items.map(productLine).join('\n') || 'No products.',
  },
  {
    name: 'type add',
    usage: 'type add --name N [--sort N] [--json]',
    run: (args, client) =>
      client.post('/product-types', {
        name: requireFlag(args, 'name'),
        ...(args.flags.sort ? { sort: Number(args.flags.sort) } : {}),
      }),
    format: (r) => String((r as { id: number }).id),
  },
  {
    name: 'order ship',
    usage: 'order ship ID --carrier C --tracking NO [--correct] [--json]',
    run: (args, client) =>
      client.post('/orders/ship', {
        id: idArg(args),
        carrier: requireFlag(args, 'carrier'),
        trackingNo: requireFlag(args, 'tracking'),
        ...(args.flags.correct ? { correct: true } : {}),
      }),
    format: (r) => {
      const o = r as { id: number; delivery: { carrier: string | null; trackingNo: string | null } | null };
      return `Order ${o.id} shipped: ${o.delivery?.carrier ?? ''} ${o.delivery?.trackingNo ?? ''}.`;
    },
  },
  {
    name: 'order deliver',
    usage: 'order deliver ID [--json]',
    run: (args, client) => client.post('/orders/deliver', { id: idArg(args) }),
    format: (r) => `Order ${(r as { id: number }).id} delivered.`,
  },
  ...applicationCommands('recharge'),
  ...applicationCommands('withdraw'),
  ...applicationCommands('refund'),
  {
    name: 'ledger',
    usage: 'ledger PHONE [--limit N] [--json]',
    run: (args, client) => {
      const phone = args.positional[0];
      if (!phone) throw new UsageError('PHONE is required');
      return client.get('/ledger', { phone, ...(args.flags.limit ? { limit: args.flags.limit } : {}) });
    },
    format: (r) => {
      const l = r as {
        userId: number;
        balances: Record<string, number>;
        entries: { at: string; account: string; kind: string; amount: number; balanceAfter: number; memo: string }[];
        audit: { ok: boolean };
      };
      const head = `User ${l.userId}: available ${money(l.balances.available ?? 0)}, frozen ${money(l.balances.frozen ?? 0)}, score ${l.balances.score ?? 0}. Ledger audit: ${l.audit.ok ? 'ok' : 'FAILED'}`;
      const lines = l.entries.map(
        (e) => `${e.at}\t${e.account}\t${e.kind}\t${e.amount}\t→ ${e.balanceAfter}\t${e.memo}`,
      );
      return [head, ...lines].join('\n');
    },
  },
];
