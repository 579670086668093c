import { recordSearch } from '../domain/search-suggestions';
import type { SeedModule } from './seed-module';

/** What enterprises search for most on a live portal, so 热门检索 is not empty on a fresh database. */
export const SEEDED_SEARCHES: readonly (readonly [term: string, count: number])[] = [
  ['高新技术企业', 128],
  ['专精特新', 96],
  ['研发费用加计扣除', 75],
  ['技术改造', 61],
  ['人才', 54],
  ['知识产权', 47],
  ['贷款贴息', 38],
  ['首台', 33],
];

export const searchTermsSeed: SeedModule = {
  name: 'search-terms',
  async run({ db, now }) {
    for (const [term, count] of SEEDED_SEARCHES) await recordSearch(db, term, now, count);
  },
};
