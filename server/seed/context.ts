import type { Config } from '../config';

export interface SeedContext {
  config: Config;
  now: Date;
  /** The demo buyer created by the core seed. */
  demoUserId: number;
  /** Lines printed at start-up (demo credentials and the like). */
  notes: string[];
}
