// Operator commands for content: notices, articles and the update configuration.
import { requireFlag, UsageError, type AdminCommand } from '../command';
import { localeFlag } from './content-locale';

/** The update configuration's codes (server/content/routes.ts UPDATE_CONFIG_CODES). */
const CONFIG_CODES = ['app_version', 'app_change_log'];

function positiveInt(value: string, flag: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new UsageError(`--${flag} must be a positive whole number`);
  return n;
}

export const contentCommands: AdminCommand[] = [
  {
    name: 'notice add',
    usage: 'notice add --title T --body HTML [--pinned] [--json]',
    run: (args, client) =>
      client.post('/notices', {
        title: requireFlag(args, 'title'),
        body: requireFlag(args, 'body'),
        pinned: args.flags.pinned === 'true',
      }),
    format: (r) => `Notice ${(r as { id: number }).id} published.`,
  },
  {
    name: 'article set',
    usage: 'article set --id N --title T --body HTML [--locale L] [--draft] [--json]',
    run: (args, client) =>
      client.post('/articles', {
        id: positiveInt(requireFlag(args, 'id'), 'id'),
        title: requireFlag(args, 'title'),
        body: requireFlag(args, 'body'),
        ...(args.flags.locale !== undefined ? { locale: localeFlag(args) } : {}),
        draft: args.flags.draft === 'true',
      }),
    format: (r) => {
      const a = r as { id: number; locale: string; version: number | null };
      return `Article ${a.id} saved in ${a.locale}${a.version === null ? '' : `; agreement version ${a.version} published`}.`;
    },
  },
  {
    name: 'config list',
    usage: 'config list [--json]',
    run: (_args, client) => client.get('/config'),
    format: (r) => {
      const rows = r as { code: string; value: string }[];
      return rows.length === 0 ? 'No update configuration.' : rows.map((e) => `${e.code}\t${e.value}`).join('\n');
    },
  },
  {
    name: 'config set',
    usage: 'config set app_version|app_change_log VALUE [--json]',
    run: (args, client) => {
      const [code, ...words] = args.positional;
      const value = words.join(' ').trim();
      if (!code || !CONFIG_CODES.includes(code)) throw new UsageError(`the code is one of ${CONFIG_CODES.join(', ')}`);
      if (!value) throw new UsageError('a value is required (to remove the entry: config unset CODE)');
      return client.post('/config', { code, value });
    },
    format: (r) => `${(r as { code: string }).code} set.`,
  },
  {
    name: 'config unset',
    usage: 'config unset app_version|app_change_log [--json]',
    run: (args, client) => {
      const [code] = args.positional;
      if (!code || !CONFIG_CODES.includes(code)) throw new UsageError(`the code is one of ${CONFIG_CODES.join(', ')}`);
      return client.post('/config', { code, value: null });
    },
    format: (r) => `${(r as { code: string }).code} removed.`,
  },
];
