// POST /api/admin/backup: the operator CLI's `backup create FILE` streams the archive from here
// (an embedded database can be opened by the running process only). Recorded in the audit table.
import { createReadStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { recordOperatorAction } from '../operator/operator-api';
import { withTx } from '../db/tx';
import { createBackup } from './archive';
import type { OperatorHandlers } from '../operator/operator-group';

export const backupHandlers = {
  backupCreate: async (_input, ctx) => {
    const { reply } = ctx;
    const dir = mkdtempSync(path.join(tmpdir(), 'gavel-backup-out-'));
    const file = path.join(dir, 'backup.tar');
    const cleanUp = () => rmSync(dir, { recursive: true, force: true });
    try {
      const manifest = await createBackup(ctx.db, ctx.config.dataDir, file);
      await withTx(ctx.db, (tx) =>
        recordOperatorAction(tx, {
          operator: ctx.operator,
          action: 'backup.create',
          target: manifest.database,
          details: { files: manifest.files },
        }),
      );
      const stream = createReadStream(file);
      stream.once('close', cleanUp);
      return reply
        .type('application/x-tar')
        .header('content-disposition', 'attachment; filename="gavel-backup.tar"')
        .header('x-gavel-backup-database', manifest.database)
        .send(stream);
    } catch (e) {
      cleanUp();
      throw e;
    }
  },
} satisfies Partial<OperatorHandlers<'upkeep'>>;
