// `user find` (by the full phone, the id or the invitation code), `user show ID`, `user freeze ID
// --note N` and `user unfreeze ID`: the console's user calls, through the contract. A frozen
// account can sign in and read, but not buy, consign, recharge or withdraw (docs/console.md).
import type { OperatorAnswer } from '@/lib/api/operator/calls';
import { command, contract, requireFlag, UsageError, type AdminCommand, type ParsedArgs } from '../command';

function idArg(args: ParsedArgs): number {
  const raw = args.positional[0];
  if (!raw) throw new UsageError('ID (the user id) is required');
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0) throw new UsageError('ID must be a positive whole number');
  return n;
}

const userLine = (u: OperatorAnswer<'userFreeze'>) =>
  [
    `user ${u.id}`,
    u.phone,
    u.nickname ?? '-',
    u.invitationCode ?? '-',
    u.frozen ? 'FROZEN' : 'active',
    u.createdAt,
  ].join('\t');

export const userCommands: AdminCommand[] = [
  command({
    name: 'user find',
    usage: 'user find --phone P | --id ID | --code INVITATION_CODE [--json]',
    run: (args, client) => {
      const { phone, id, code } = args.flags;
      const given = [phone, id, code].filter((v) => v !== undefined);
      if (given.length !== 1) throw new UsageError('give one of --phone, --id, --code');
      if (id !== undefined && !/^[1-9]\d*$/.test(id)) throw new UsageError('--id must be a positive whole number');
      return contract(client).call(
        'userFind',
        phone !== undefined ? { phone } : id !== undefined ? { id: Number(id) } : { invitationCode: code },
      );
    },
    format: (r) => r.items.map(userLine).join('\n') || 'No such user.',
  }),
  command({
    name: 'user show',
    usage: 'user show ID [--json]',
    run: (args, client) => contract(client).call('userDetail', { id: idArg(args) }),
    format: (d) =>
      [
        userLine(d.user),
        d.user.frozen ? `Frozen since ${d.user.frozenAt ?? '?'}: ${d.user.frozenReason ?? ''}` : null,
        `Identity: ${d.user.identityStatus}; invited by ${d.user.invitedBy ?? '-'}; invited ${d.user.invitations}`,
        `Balances: ${Object.entries(d.balances)
          .map(([k, v]) => `${k} ${v}`)
          .join(', ')}`,
        `Orders (latest ${d.orders.length}): ${d.orders.map((o) => `${o.id} ${o.status} ${o.total}`).join('; ') || '-'}`,
      ]
        .filter((l) => l !== null)
        .join('\n'),
  }),
  command({
    name: 'user freeze',
    usage: 'user freeze ID --note "why (staff only)" [--json]',
    run: (args, client) =>
      contract(client).call('userFreeze', { id: idArg(args), frozen: true, note: requireFlag(args, 'note') }),
    format: (u) => `Frozen: ${userLine(u)}`,
  }),
  command({
    name: 'user unfreeze',
    usage: 'user unfreeze ID [--json]',
    run: (args, client) => contract(client).call('userFreeze', { id: idArg(args), frozen: false }),
    format: (u) => `Unfrozen: ${userLine(u)}`,
  }),
];
