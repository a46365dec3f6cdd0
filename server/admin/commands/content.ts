// Operator commands for content: notices, articles and the update configuration.
import { configSetRequest } from '@/lib/api/operator/schemas';
import { command, contract, requireFlag, UsageError, type AdminCommand } from '../command';
import { localeFlag } from './content-locale';

/** The update configuration's codes (the contract's configSet). */
const CONFIG_CODES = configSetRequest.shape.code.options;

function configCode(raw: string | undefined) {
  const code = CONFIG_CODES.find((c) => c === raw);
  if (!code) throw new UsageError(`the code is one of ${CONFIG_CODES.join(', ')}`);
  return code;
}

function positiveInt(value: string, flag: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new UsageError(`--${flag} must be a positive whole number`);
  return n;
}

export const contentCommands: AdminCommand[] = [
  command({
    name: 'notice add',
    usage: 'notice add --title T --body HTML [--pinned] [--json]',
    run: (args, client) =>
      contract(client).call('noticeAdd', {
        title: requireFlag(args, 'title'),
        body: requireFlag(args, 'body'),
        pinned: args.flags.pinned === 'true',
      }),
    format: (n) => `Notice ${n.id} published.`,
  }),
  command({
    name: 'article set',
    usage: 'article set --id N --title T --body HTML [--locale L] [--draft] [--json]',
    run: (args, client) =>
      contract(client).call('articleSet', {
        id: positiveInt(requireFlag(args, 'id'), 'id'),
        title: requireFlag(args, 'title'),
        body: requireFlag(args, 'body'),
        ...(args.flags.locale !== undefined ? { locale: localeFlag(args) } : {}),
        draft: args.flags.draft === 'true',
      }),
    format: (a) =>
      `Article ${a.id} saved in ${String(a.locale)}${a.version === null ? '' : `; agreement version ${String(a.version)} published`}.`,
  }),
  command({
    name: 'config list',
    usage: 'config list [--json]',
    run: (_args, client) => contract(client).call('configList', {}),
    format: (rows) =>
      rows.length === 0 ? 'No update configuration.' : rows.map((e) => `${e.code}\t${String(e.value)}`).join('\n'),
  }),
  command({
    name: 'config set',
    usage: 'config set app_version|app_change_log VALUE [--json]',
    run: (args, client) => {
      const [raw, ...words] = args.positional;
      const code = configCode(raw);
      const value = words.join(' ').trim();
      if (!value) throw new UsageError('a value is required (to remove the entry: config unset CODE)');
      return contract(client).call('configSet', { code, value });
    },
    format: (e) => `${e.code} set.`,
  }),
  command({
    name: 'config unset',
    usage: 'config unset app_version|app_change_log [--json]',
    run: (args, client) => {
      return contract(client).call('configSet', { code: configCode(args.positional[0]), value: null });
    },
    format: (e) => `${e.code} removed.`,
  }),
];
