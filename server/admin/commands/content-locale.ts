// Operator commands for content in each language (issue 22, docs/i18n.md "Operators"): the texts
// of any content row in one locale, an agreement's new version, and who accepted which.
import { LOCALES } from '@/lib/i18n/config';
import { requireFlag, UsageError, type AdminCommand, type ParsedArgs } from '../command';

const ENTITIES: Record<string, { entity: string; fields: string[] }> = {
  type: { entity: 'product_type', fields: ['name'] },
  product: { entity: 'product', fields: ['name', 'description'] },
  notice: { entity: 'notice', fields: ['title', 'body'] },
  article: { entity: 'article', fields: ['title', 'body'] },
  company: { entity: 'company', fields: ['name', 'intro', 'address'] },
  level: { entity: 'level', fields: ['name'] },
  group: { entity: 'chat_group', fields: ['name'] },
  changelog: { entity: 'app_config', fields: ['app_change_log'] },
};
const AGREEMENTS = ['privacy', 'service', 'notice', 'risk'];

export function localeFlag(args: ParsedArgs): string {
  const locale = requireFlag(args, 'locale');
  if (!(LOCALES as readonly string[]).includes(locale))
    throw new UsageError(`--locale is one of ${LOCALES.join(', ')}`);
  return locale;
}

export const contentLocaleCommands: AdminCommand[] = [
  {
    name: 'text set',
    usage: `text set ${Object.keys(ENTITIES).join('|')} --id N --locale ${LOCALES.join('|')} [--name T] [--description HTML] [--title T] [--body HTML] [--intro HTML] [--address T] [--text T] [--json]`,
    run: (args, client) => {
      const kind = ENTITIES[args.positional[0] ?? ''];
      if (!kind) throw new UsageError(`the kind is one of ${Object.keys(ENTITIES).join(', ')}`);
      const texts: Record<string, string> = {};
      for (const field of kind.fields) {
        const flag = field === 'app_change_log' ? 'text' : field;
        const value = args.flags[flag];
        if (value !== undefined && value !== 'true') texts[field] = value;
      }
      if (Object.keys(texts).length === 0)
        throw new UsageError(
          `give at least one of ${kind.fields.map((f) => `--${f === 'app_change_log' ? 'text' : f}`).join(', ')}`,
        );
      const id = kind.entity === 'app_config' ? 0 : Number(requireFlag(args, 'id'));
      if (!Number.isInteger(id) || id < 0) throw new UsageError('--id must be a whole number');
      return client.post('/content/texts', { entity: kind.entity, id, locale: localeFlag(args), texts });
    },
    format: (r) => {
      const o = r as { entity: string; id: number; locale: string; fields: string[] };
      return `${o.entity} ${o.id}: ${o.fields.join(', ')} saved in ${o.locale}.`;
    },
  },
  {
    name: 'agreement publish',
    usage: `agreement publish ${AGREEMENTS.join('|')} [--json]`,
    run: (args, client) => {
      const [agreement] = args.positional;
      if (!agreement || !AGREEMENTS.includes(agreement))
        throw new UsageError(`the agreement is one of ${AGREEMENTS.join(', ')}`);
      return client.post('/agreements/publish', { agreement });
    },
    format: (r) => {
      const o = r as { agreement: string; version: number; locales: string[] };
      return `${o.agreement} version ${o.version} published in ${o.locales.join(', ')}.`;
    },
  },
  {
    name: 'agreement acceptances',
    usage: 'agreement acceptances [--user N] [--json]',
    run: (args, client) => client.get('/agreements/acceptances', args.flags.user ? { userId: args.flags.user } : {}),
    format: (r) => {
      const rows = r as {
        userId: number;
        agreement: string;
        version: number;
        locale: string;
        source: string;
        acceptedAt: string;
      }[];
      if (rows.length === 0) return 'No acceptance recorded.';
      return rows
        .map((a) => `${a.acceptedAt}\tuser ${a.userId}\t${a.agreement} v${a.version}\t${a.locale}\t${a.source}`)
        .join('\n');
    },
  },
];
