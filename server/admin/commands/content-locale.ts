// Operator commands for content in each language (issue 22, docs/i18n.md "Operators"): the texts
// of any content row in one locale, an agreement's new version, and who accepted which.
import type { OperatorInput } from '@/lib/api/operator/calls';
import { agreementKind } from '@/lib/api/operator/schemas';
import { LOCALES } from '@/lib/i18n/config';
import { command, contract, requireFlag, UsageError, type AdminCommand, type ParsedArgs } from '../command';

type TextsInput = OperatorInput<'contentTextSet'>;
type TextField = keyof TextsInput['texts'];

const ENTITIES: Record<string, { entity: TextsInput['entity']; fields: TextField[] }> = {
  type: { entity: 'product_type', fields: ['name'] },
  product: { entity: 'product', fields: ['name', 'description'] },
  notice: { entity: 'notice', fields: ['title', 'body'] },
  article: { entity: 'article', fields: ['title', 'body'] },
  company: { entity: 'company', fields: ['name', 'intro', 'address'] },
  level: { entity: 'level', fields: ['name'] },
  group: { entity: 'chat_group', fields: ['name'] },
  changelog: { entity: 'app_config', fields: ['app_change_log'] },
};
const AGREEMENTS = agreementKind.options;

export function localeFlag(args: ParsedArgs): TextsInput['locale'] {
  const raw = requireFlag(args, 'locale');
  const locale = LOCALES.find((l) => l === raw);
  if (!locale) throw new UsageError(`--locale is one of ${LOCALES.join(', ')}`);
  return locale;
}

export const contentLocaleCommands: AdminCommand[] = [
  command({
    name: 'text set',
    usage: `text set ${Object.keys(ENTITIES).join('|')} --id N --locale ${LOCALES.join('|')} [--name T] [--description HTML] [--title T] [--body HTML] [--intro HTML] [--address T] [--text T] [--json]`,
    run: (args, client) => {
      const kind = ENTITIES[args.positional[0] ?? ''];
      if (!kind) throw new UsageError(`the kind is one of ${Object.keys(ENTITIES).join(', ')}`);
      const texts: TextsInput['texts'] = {};
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
      return contract(client).call('contentTextSet', { entity: kind.entity, id, locale: localeFlag(args), texts });
    },
    format: (o) => `${o.entity} ${o.id}: ${o.fields.join(', ')} saved in ${o.locale}.`,
  }),
  command({
    name: 'agreement publish',
    usage: `agreement publish ${AGREEMENTS.join('|')} [--json]`,
    run: (args, client) => {
      const agreement = AGREEMENTS.find((a) => a === args.positional[0]);
      if (!agreement) throw new UsageError(`the agreement is one of ${AGREEMENTS.join(', ')}`);
      return contract(client).call('agreementPublish', { agreement });
    },
    format: (o) => `${o.agreement} version ${o.version} published in ${o.locales.join(', ')}.`,
  }),
  command({
    name: 'agreement acceptances',
    usage: 'agreement acceptances [--user N] [--json]',
    run: (args, client) =>
      contract(client).call('agreementAcceptances', args.flags.user ? { userId: args.flags.user } : {}),
    format: (rows) => {
      if (rows.length === 0) return 'No acceptance recorded.';
      return rows
        .map((a) => `${a.acceptedAt}\tuser ${a.userId}\t${a.agreement} v${a.version}\t${a.locale}\t${a.source}`)
        .join('\n');
    },
  }),
];
