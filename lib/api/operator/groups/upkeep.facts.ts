// The upkeep group's operator calls: their facts (zod-free; the schemas are in ./upkeep.ts).
import { ADMIN, ALL, CATALOGUE, read, write, type Fact } from './define';

export const upkeepFacts = {
  // The auction window and price rule.
  windowGet: read('/market/window', ALL, { payload: 'none' }),
  windowSet: write('/market/window', CATALOGUE),
  // The app update configuration.
  configList: read('/config', ALL, { payload: 'none' }),
  configSet: write('/config', CATALOGUE),
  // Machine upkeep (admin; the backup file only through the loopback token API).
  uploadsSweep: write('/uploads/sweep', ADMIN),
  backupCreate: write('/backup', ADMIN, { surface: 'token', answer: 'stream' }),
} satisfies Record<string, Fact>;
