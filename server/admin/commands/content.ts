// Operator commands for content: notices and articles.
import { requireFlag, UsageError, type AdminCommand } from '../command';

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
    usage: 'article set --id N --title T --body HTML [--json]',
    run: (args, client) =>
      client.post('/articles', {
        id: positiveInt(requireFlag(args, 'id'), 'id'),
        title: requireFlag(args, 'title'),
        body: requireFlag(args, 'body'),
      }),
    format: (r) => `Article ${(r as { id: number }).id} saved.`,
  },
];
