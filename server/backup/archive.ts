// Backups of a data directory: one tar file holding manifest.json, the embedded database as
// PGlite's own data-directory dump (database.tar.gz), and the uploads and private uploads.
// Taken while the server runs: the database dump is made between two queries (no statement
// runs during it) after a CHECKPOINT, then the files are copied, so every file a dumped row
// refers to is in the backup. With PostgreSQL (DATABASE_URL) the database is not in the file:
// pg_dump / pg_restore do that part (docs/deploy.md).
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import * as tar from 'tar';
import type { Db } from '../db/client';

export const BACKUP_FORMAT = 'gavel-backup';
export const BACKUP_VERSION = 1;
const DB_FILE = 'database.tar.gz';
/** Folders of DATA_DIR a backup carries (paths.ts: uploadsDir, privateUploadsDir). */
export const BACKUP_DIRS = ['uploads', 'private-uploads'] as const;

export interface Manifest {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  /** `pglite`: database.tar.gz is in the file; `postgresql`: it is not (use pg_dump). */
  database: 'pglite' | 'postgresql';
  files: Record<(typeof BACKUP_DIRS)[number], number>;
}

export class BackupError extends Error {}

interface PgliteInternals {
  exec(sql: string): Promise<unknown>;
  dumpDataDir(compression: 'gzip'): Promise<Blob>;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
}

function countFiles(dir: string): number {
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { withFileTypes: true, recursive: true }).filter((e) => e.isFile()).length;
}

/**
 * A consistent dump of the running embedded database. Every PGlite query and transaction holds
 * its transaction lock, so while we hold it nothing runs: the files are those of a database at
 * rest between two statements (what a restore recovers from, WAL included).
 */
async function dumpPglite(client: PGlite): Promise<Buffer> {
  const pg = client as unknown as PgliteInternals;
  // Pages written to the data files first, so the restore replays little WAL.
  await pg.exec('CHECKPOINT');
  const blob = await pg._runExclusiveTransaction(() => pg.dumpDataDir('gzip'));
  return Buffer.from(await blob.arrayBuffer());
}

/**
 * Writes a backup of `dataDir` (and the database `db` runs on) into `file`. Answers the manifest.
 */
export async function createBackup(db: Db, dataDir: string, file: string): Promise<Manifest> {
  const client = (db as unknown as { $client: unknown }).$client;
  const stage = mkdtempSync(path.join(tmpdir(), 'gavel-backup-'));
  try {
    const embedded = client instanceof PGlite;
    if (embedded) writeFileSync(path.join(stage, DB_FILE), await dumpPglite(client));
    const files = { uploads: 0, 'private-uploads': 0 } as Manifest['files'];
    const entries = embedded ? [DB_FILE] : [];
    for (const dir of BACKUP_DIRS) {
      const from = path.join(dataDir, dir);
      if (!existsSync(from)) continue;
      files[dir] = countFiles(from);
      // The files stay where they are: the archive follows this link.
      symlinkSync(from, path.join(stage, dir));
      entries.push(dir);
    }
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: new Date().toISOString(),
      database: embedded ? 'pglite' : 'postgresql',
      files,
    };
    writeFileSync(path.join(stage, 'manifest.json'), JSON.stringify(manifest, null, 2));
    await tar.c({ file, cwd: stage, follow: true, portable: true, mode: 0o600 }, ['manifest.json', ...entries]);
    return manifest;
  } finally {
    rmSync(stage, { recursive: true, force: true });
  }
}

function isEmptyDir(dir: string): boolean {
  return !existsSync(dir) || readdirSync(dir).length === 0;
}

/**
 * Restores a backup into `dataDir`, which must not hold a database or uploads yet (a fresh
 * folder, or one whose old contents were moved away): nothing is ever overwritten. The server
 * must not be running on it. Answers the manifest.
 */
export async function restoreBackup(file: string, dataDir: string): Promise<Manifest> {
  if (!existsSync(file)) throw new BackupError(`no backup file at ${file}`);
  for (const dir of ['db', ...BACKUP_DIRS]) {
    if (!isEmptyDir(path.join(dataDir, dir))) {
      throw new BackupError(
        `${path.join(dataDir, dir)} is not empty: restore into a fresh DATA_DIR (move the old one away first)`,
      );
    }
  }
  mkdirSync(dataDir, { recursive: true });
  const stage = mkdtempSync(path.join(dataDir, '.restore-'));
  try {
    // Only what a backup holds; tar refuses absolute paths and `..` by itself.
    const allowed = (p: string) =>
      p === 'manifest.json' || p === DB_FILE || BACKUP_DIRS.some((d) => p === d || p.startsWith(`${d}/`));
    try {
      await tar.x({ file, cwd: stage, filter: (p) => allowed(p.replace(/^\.\//, '')) });
    } catch (e) {
      throw new BackupError(`${file} is not a readable backup: ${e instanceof Error ? e.message : String(e)}`);
    }
    let manifest: Manifest;
    try {
      manifest = JSON.parse(await readFile(path.join(stage, 'manifest.json'), 'utf8')) as Manifest;
    } catch {
      throw new BackupError(`${file} is not a Gavel backup (no manifest.json)`);
    }
    if (manifest.format !== BACKUP_FORMAT || manifest.version !== BACKUP_VERSION) {
      throw new BackupError(`${file} is not a Gavel backup of version ${BACKUP_VERSION}`);
    }
    if (manifest.database === 'pglite') {
      const dump = path.join(stage, DB_FILE);
      if (!existsSync(dump)) throw new BackupError(`${file} has no database dump`);
      const target = path.join(dataDir, 'db');
      rmSync(target, { recursive: true, force: true });
      // PGlite writes the dumped data directory into the empty folder, then recovers it on open.
      const pg = new PGlite(target, { loadDataDir: new Blob([await readFile(dump)]) });
      await pg.waitReady;
      await pg.exec('CHECKPOINT');
      await pg.close();
    }
    for (const dir of BACKUP_DIRS) {
      const from = path.join(stage, dir);
      if (!existsSync(from)) continue;
      rmSync(path.join(dataDir, dir), { recursive: true, force: true });
      renameSync(from, path.join(dataDir, dir));
    }
    return manifest;
  } finally {
    rmSync(stage, { recursive: true, force: true });
  }
}
