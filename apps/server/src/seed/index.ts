import type { Db } from '../db/database';
import { accountsSeed, adminAccountSeed, reviewerAccountSeed } from './accounts';
import { announcementsSeed } from './announcements';
import { applicationProgressSeed } from './application-progress';
import { authoritativeTextsSeed } from './authoritative-texts';
import { compareSeed } from './compare';
import { declarationsSeed } from './declarations';
import { activitiesSeed } from './activities';
import { coursesSeed } from './courses';
import { dictsSeed } from './dicts';
import { govServicesSeed } from './gov-services';
import { evaluationSchemesSeed } from './evaluation-schemes';
import { institutionsSeed } from './institutions';
import { interpretationsSeed } from './interpretations';
import { ipRecordsSeed } from './ip-records';
import { ledgersSeed, subscriptionsSeed } from './ledgers';
import { marketDemandsSeed } from './market-demands';
import { newsSeed } from './news';
import { qualitySmesSeed } from './quality-smes';
import { industryChainsSeed } from './industry-chains';
import { fundsSeed } from './funds';
import { talentSeed } from './talent';
import { noticesSeed } from './notices';
import { policiesSeed } from './policies';
import { regionalPoliciesSeed } from './regional-policies';
import { policyDictsSeed } from './policy-dicts';
import { rngFor } from './prng';
import { regionsSeed } from './regions-seed';
import { ruleSetsSeed } from './rule-sets';
import { searchTermsSeed } from './search-terms';
import { serviceMarketplaceSeed } from './service-marketplace';
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
  searchTermsSeed,
  regionalPoliciesSeed,
  applicationProgressSeed,
  authoritativeTextsSeed,
  serviceMarketplaceSeed,
  newsSeed,
  govServicesSeed,
  evaluationSchemesSeed,
  qualitySmesSeed,
  industryChainsSeed,
  marketDemandsSeed,
  // After ledgersSeed: the 台账 rewrites the ledger's IP counts.
  ipRecordsSeed,
  fundsSeed,
  activitiesSeed,
  talentSeed,
  coursesSeed,
  reviewerAccountSeed,
];

const DAY_MS = 24 * 60 * 60 * 1000;
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

/**
 * The seed's reference moment: 00:00 UTC of the current date in China (08:00 Beijing time). Seeded
 * dates are whole-day offsets from it, so the order of records (and with it their ids, and which
 * policies get an interpretation or a notice) is the same on every day and at every hour. Seeding from
 * the instant itself made records swap places when the time of day crossed a date line, and tests
 * that pick "the newest policy with an interpretation" visited a different page from one day to the next.
 */
export function seedAnchor(now: Date): Date {
  const chinaDay = Math.floor((now.getTime() + CHINA_OFFSET_MS) / DAY_MS);
  return new Date(chinaDay * DAY_MS);
}

export async function seedDatabase(db: Db, moment: Date): Promise<string[]> {
  const now = seedAnchor(moment);
  const seeded: string[] = [];
  const isDone = 'SELECT 1 FROM seed_runs WHERE module = ?';
  const markDone = 'INSERT INTO seed_runs (module, seeded_at) VALUES (?, ?)';
  for (const module of SEED_MODULES) {
    if (await db.get(isDone, module.name) !== undefined) continue;
    await db.transaction(async () => {
      await module.run({ db, rng: rngFor(module.name), now });
      await db.run(markDone, module.name, now.toISOString());
    });
    seeded.push(module.name);
  }
  return seeded;
}
