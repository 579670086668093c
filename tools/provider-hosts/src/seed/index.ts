import type { Db } from '../db/database';
import { accountsSeed, adminAccountSeed } from './accounts';
import { announcementsSeed } from './announcements';
import { compareSeed } from './compare';
import { declarationsSeed } from './declarations';
import { dictsSeed } from './dicts';
import { institutionsSeed } from './institutions';
import { interpretationsSeed } from './interpretations';
import { ledgersSeed, subscriptionsSeed } from './ledgers';
import { noticesSeed } from './notices';
import { policiesSeed } from './policies';
import { policyDictsSeed } from './policy-dicts';
import { rngFor } from './prng';
import { regionsSeed } from './regions-seed';
import { ruleSetsSeed } from './rule-sets';
import type { SeedModule } from './seed-module';

export type { SeedContext, SeedModule } from './seed-module';

/** In dependency order. A module runs once per database; new modules also fill existing databases. */
export const SEED_MODULES: SeedModule[] = [
  dictsSeed,
  accountsSeed,
  institutionsSeed,
  declarationsSeed,
  regionsSeed,
  policyDictsSeed,
  adminAccountSeed,
  policiesSeed,
  noticesSeed,
  interpretationsSeed,
  announcementsSeed,
  ruleSetsSeed,
  ledgersSeed,
  subscriptionsSeed,
  compareSeed,
];

export function seedDatabase(db: Db, now: Date): string[] {
  const seeded: string[] = [];
  const isDone = db.prepare('SELECT 1 FROM seed_runs WHERE module = ?');
  const markDone = db.prepare('INSERT INTO seed_runs (module, seeded_at) VALUES (?, ?)');
  for (const module of SEED_MODULES) {
    if (isDone.get(module.name) !== undefined) continue;
    db.transaction(() => {
      module.run({ db, rng: rngFor(module.name), now });
      markDone.run(module.name, now.toISOString());
    })();
    seeded.push(module.name);
  }
  return seeded;
}
