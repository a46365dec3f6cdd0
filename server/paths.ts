// Folders inside DATA_DIR.
import path from 'node:path';
import type { Config } from './config';

export function uploadsDir(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'uploads');
}
