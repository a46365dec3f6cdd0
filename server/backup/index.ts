// The backup feature's public module: restoring an archive (the operator CLI's `backup restore`).
export { restoreBackup, type Manifest } from './archive';
