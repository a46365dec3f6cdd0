// `backup create FILE` (from the running server, through the operator API) and `backup restore
// FILE` (offline, into a fresh DATA_DIR). Format and consistency: server/backup/archive.ts.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { operatorFacts } from '@/lib/api/operator/facts';
import { restoreBackup, type Manifest } from '../../backup';
import { command, UsageError, type AdminCommand } from '../command';

const PG_NOTE =
  'The database is PostgreSQL (DATABASE_URL): it is not in this file. Back it up with pg_dump (docs/deploy.md).';

function fileArg(positional: string[]): string {
  const [file] = positional;
  if (!file) throw new UsageError('FILE is required');
  return path.resolve(file);
}

export const backupCommands: AdminCommand[] = [
  command({
    name: 'backup create',
    usage: 'backup create FILE   (the running server writes its database and uploads into FILE)',
    run: async (args, client) => {
      const file = fileArg(args.positional);
      if (existsSync(file)) throw new UsageError(`${file} exists: choose a new file name`);
      if (!client.download) throw new Error('this client cannot download');
      const { headers, bytes } = await client.download(operatorFacts.backupCreate.path, file);
      return { file, bytes, database: headers.get('x-gavel-backup-database') ?? 'unknown' };
    },
    format: (o) => {
      const note = o.database === 'postgresql' ? `\n${PG_NOTE}` : '';
      return `Backup written to ${o.file} (${o.bytes} bytes).${note}`;
    },
  }),
  command({
    name: 'backup restore',
    usage: 'backup restore FILE  (with the server stopped, into an empty DATA_DIR)',
    offline: true,
    run: (args) => restoreBackup(fileArg(args.positional), path.resolve(process.env.DATA_DIR ?? './data')),
    format: (m: Manifest) => {
      const db = m.database === 'pglite' ? 'the embedded database' : 'no database (PostgreSQL: use pg_restore)';
      return `Restored ${db}, ${m.files.uploads} upload(s) and ${m.files['private-uploads']} private upload(s) from a backup of ${m.createdAt}.`;
    },
  }),
];
