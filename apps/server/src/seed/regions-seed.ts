import type { SeedModule } from './seed-module';
import { COMPARABLE_CODES, flattenRegionTree } from './region-tree';

export const regionsSeed: SeedModule = {
  name: 'regions',
  async run({ db }) {
    const insert = 'INSERT INTO regions (code, name, level, parent_code, province_code, sort, comparable) VALUES (?, ?, ?, ?, ?, ?, ?)';
    const comparable = new Set(COMPARABLE_CODES);
    for (const region of flattenRegionTree()) {
      await db.run(insert, region.code, region.name, region.level, region.parentCode, region.provinceCode, region.sort, comparable.has(region.code) ? 1 : 0);
    }
  },
};
