import type { SeedModule } from './seed-module';
import { COMPARABLE_CODES } from './region-tree';
import { forEachInOrder } from '../shared/in-order';

/** How large each comparable economy is relative to 合肥 (1.0); districts are a fraction of their city. */
const SIZE: Record<string, number> = {
  '310000': 3.0,
  '440300': 2.6,
  '440100': 2.2,
  '320500': 2.0,
  '330100': 1.8,
  '320100': 1.5,
  '330200': 1.3,
  '340100': 1.0,
  '330300': 0.9,
  '330600': 0.8,
  '330400': 0.7,
  '330700': 0.7,
  '331000': 0.7,
  '330500': 0.5,
  '330800': 0.25,
  '330900': 0.2,
  '331100': 0.25,
};

const DISTRICT_SIZE = 0.16;

/** Enterprises per industry in a region of size 1.0, and the share holding 高企 / 专精特新 and the like. */
const INDUSTRIES: { code: string; base: number; qualifiedShare: number }[] = [
  { code: 'C', base: 12000, qualifiedShare: 0.065 },
  { code: 'F', base: 15000, qualifiedShare: 0.004 },
  { code: 'I', base: 5000, qualifiedShare: 0.09 },
  { code: 'L', base: 6000, qualifiedShare: 0.01 },
  { code: 'M', base: 4000, qualifiedShare: 0.08 },
  { code: 'G', base: 2500, qualifiedShare: 0.008 },
  { code: 'E', base: 2000, qualifiedShare: 0.01 },
];

/** Combinations people compare most, so 热门对比 has content before anyone has used it. */
const HOT: [string[], number][] = [
  [['330100', '330200'], 48],
  [['330100', '320500'], 41],
  [['330100', '320100', '340100'], 27],
  [['330100', '440300', '310000'], 22],
  [['330106', '330108', '330110'], 19],
  [['330200', '330300', '331000'], 12],
];

export const compareSeed: SeedModule = {
  name: 'compare',
  async run({ db, rng, now }) {
    const insert = 'INSERT INTO region_peers (region_code, industry, enterprise_count, qualified_count) VALUES (?, ?, ?, ?)';
    for (const code of COMPARABLE_CODES) {
      const size = SIZE[code] ?? DISTRICT_SIZE * (0.5 + rng.next());
      for (const industry of INDUSTRIES) {
        const enterprises = Math.round(industry.base * size * (0.8 + rng.next() * 0.4));
        const qualified = Math.round(enterprises * industry.qualifiedShare * (0.7 + rng.next() * 0.6));
        await db.run(insert, code, industry.code, enterprises, qualified);
      }
    }
    const hot = 'INSERT INTO compare_counts (combination, count, last_at) VALUES (?, ?, ?)';
    await forEachInOrder(HOT, async ([codes, count], index) => await db.run(hot, [...codes].sort().join(','), count, new Date(now.getTime() - (index + 1) * 3_600_000).toISOString()));
  },
};
