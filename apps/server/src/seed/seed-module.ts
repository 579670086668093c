import type { Db } from '../db/database';
import type { Rng } from './prng';

export type SeedContext = {
  db: Db;
  /** This module's own stream, so adding a module never changes what the others produce. */
  rng: Rng;
  /**
   * The day of seeding (see `seedAnchor`): every date is relative to it, so open, upcoming and closed
   * windows exist, and the same records come out whatever the time of day or the date.
   */
  now: Date;
};

export type SeedModule = { name: string; run(context: SeedContext): Promise<void> };
