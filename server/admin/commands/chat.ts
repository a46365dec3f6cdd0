// Operator commands for group chat: list and create groups, add members, delete a message (it
// disappears for everyone at once).
import { command, contract, UsageError, requireFlag, type AdminCommand, type ParsedArgs } from '../command';

function positiveId(raw: string | undefined, what: string): number {
  if (!raw) throw new UsageError(`${what} is required`);
  const n = Number(raw);
  if (!Number.isSafeInteger(n) || n <= 0) throw new UsageError(`${what} must be a positive whole number`);
  return n;
}

function memberOf(args: ParsedArgs): { userId: number } | { phone: string } {
  const { user, phone } = args.flags;
  if ((user === undefined) === (phone === undefined)) throw new UsageError('give --user ID or --phone P');
  return user !== undefined ? { userId: positiveId(user, '--user') } : { phone: phone ?? '' };
}

export const chatCommands: AdminCommand[] = [
  command({
    name: 'chat groups',
    usage: 'chat groups [--json]',
    run: (_args, client) => contract(client).call('chatGroups', {}),
    format: (groups) =>
      groups.map((g) => `${g.id}\t${g.general ? 'everyone' : `${g.members} members`}\t${g.name}`).join('\n') ||
      'No groups.',
  }),
  command({
    name: 'chat group-add',
    usage: 'chat group-add --name N [--json]',
    run: (args, client) => contract(client).call('chatGroupAdd', { name: requireFlag(args, 'name') }),
    format: (g) => String(g.id),
  }),
  command({
    name: 'chat member-add',
    usage: 'chat member-add GROUP_ID (--user ID | --phone P) [--json]',
    run: (args, client) =>
      contract(client).call('chatMemberAdd', {
        groupId: positiveId(args.positional[0], 'GROUP_ID'),
        ...memberOf(args),
      }),
    format: (m) => `User ${m.userId} is in group ${m.groupId}.`,
  }),
  command({
    name: 'chat delete',
    usage: 'chat delete MESSAGE_ID [--json]',
    run: (args, client) =>
      contract(client).call('chatMessageDelete', { id: positiveId(args.positional[0], 'MESSAGE_ID') }),
    format: (m) => `Deleted message ${m.id} for everyone.`,
  }),
];
