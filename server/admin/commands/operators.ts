// Operator accounts from the CLI, through the typed operator contract (the same calls, checks and
// audit log as the console): add, list, role, disable, reset.
import { OPERATOR_ROLES, type OperatorRole } from '@/lib/api/operator/facts';
import type { OperatorAnswer } from '@/lib/api/operator/calls';
import { command, contract, requireFlag, UsageError, type AdminCommand, type ParsedArgs } from '../command';

function nameArg(args: ParsedArgs): string {
  const name = args.positional[0];
  if (!name) throw new UsageError('NAME is required');
  return name;
}

function roleOf(value: string | undefined): OperatorRole {
  const role = OPERATOR_ROLES.find((r) => r === value);
  if (!role) throw new UsageError(`ROLE must be one of ${OPERATOR_ROLES.join(', ')}`);
  return role;
}

type Credentials = OperatorAnswer<'operatorAdd'>;
type Account = OperatorAnswer<'operatorRole'>;

/** `--json` prints exactly { name, role, password, totpSecret } (issue 23). */
const credentialsJson = (c: Credentials) => ({
  name: c.name,
  role: c.role,
  password: c.password,
  totpSecret: c.totpSecret,
});

const credentialsText = (c: Credentials) =>
  [
    `Operator ${c.name} (${c.role}). Shown once, keep them safe:`,
    `  temporary password: ${c.password}`,
    `  TOTP: ${c.otpauthUri}`,
    'Add the TOTP URI to an authenticator app, then sign in at /console/ and choose a new password.',
  ].join('\n');

const accountLine = (a: Account) =>
  `${a.name}\t${a.role}${a.disabled ? '\tdisabled' : ''}${a.mustChangePassword ? '\tmust change password' : ''}\tlast sign-in ${a.lastSignInAt ?? 'never'}`;

export const operatorCommands: AdminCommand[] = [
  command({
    name: 'operator add',
    usage: `operator add NAME --role ${OPERATOR_ROLES.join('|')} [--json]`,
    run: async (args, client) => {
      const made = await contract(client).call('operatorAdd', {
        name: nameArg(args),
        role: roleOf(requireFlag(args, 'role')),
      });
      return args.json ? credentialsJson(made) : made;
    },
    // Only the text output is formatted: with --json, run answered credentialsJson.
    format: (r) => credentialsText(r as Credentials),
  }),
  command({
    name: 'operator list',
    usage: 'operator list [--json]',
    run: async (_args, client) => (await contract(client).call('operatorList', {})).items,
    format: (r) => r.map(accountLine).join('\n') || 'No operators yet: operator add NAME --role admin',
  }),
  command({
    name: 'operator role',
    usage: `operator role NAME ${OPERATOR_ROLES.join('|')} [--json]`,
    run: (args, client) =>
      contract(client).call('operatorRole', { name: nameArg(args), role: roleOf(args.positional[1]) }),
    format: (r) => `Changed: ${accountLine(r)}`,
  }),
  command({
    name: 'operator disable',
    usage: 'operator disable NAME [--enable] [--json]',
    run: (args, client) =>
      contract(client).call('operatorDisable', { name: nameArg(args), disabled: args.flags.enable !== 'true' }),
    format: (r) => `${r.disabled ? 'Disabled' : 'Enabled'}: ${accountLine(r)}`,
  }),
  command({
    name: 'operator reset',
    usage: 'operator reset NAME [--json]',
    run: async (args, client) => {
      const made = await contract(client).call('operatorReset', { name: nameArg(args) });
      return args.json ? credentialsJson(made) : made;
    },
    // Only the text output is formatted: with --json, run answered credentialsJson.
    format: (r) => credentialsText(r as Credentials),
  }),
];
