import type { Config } from '../config';

export interface SeedContext {
  config: Config;
  now: Date;
  /** The demo buyer created by the core seed; null in production (no public account, no unbacked money). */
  demoUserId: number | null;
  /** Lines printed at start-up (demo credentials and the like). */
  notes: string[];
}
