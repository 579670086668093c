import type { Db } from '../../db/database';
import { regionIndex } from '../regions';
import type { RegionRecord } from '../regions';
import { NATIONWIDE_CODE } from '../regions';

const SUFFIX = /(省|市|区|县|自治区|特别行政区)$/;

/** Region names as people write them: 杭州市 and 杭州, 余杭区 and 余杭 (short forms of two characters or more). */
function namesOf(db: Db): { name: string; region: RegionRecord }[] {
  const out: { name: string; region: RegionRecord }[] = [];
  for (const region of regionIndex(db).all) {
    if (region.code === NATIONWIDE_CODE) continue;
    out.push({ name: region.name, region });
    const short = region.name.replace(SUFFIX, '');
    if (short.length >= 2 && short !== region.name) out.push({ name: short, region });
  }
  // Longest first, so 杭州市余杭区 finds 余杭区 after 杭州市 and 西湖区 is not read as 西湖 in another city.
  return out.sort((a, b) => b.name.length - a.name.length);
}

const cache = new WeakMap<Db, { name: string; region: RegionRecord }[]>();

/**
 * The region a question names (杭州有什么研发补助 → 杭州市), the most precise one when it names several;
 * undefined when it names none.
 */
export function regionInQuestion(db: Db, question: string): RegionRecord | undefined {
  const names = cache.get(db) ?? namesOf(db);
  cache.set(db, names);
  let found: RegionRecord | undefined;
  let rest = question;
  for (const { name, region } of names) {
    if (!rest.includes(name)) continue;
    rest = rest.replace(name, ' ');
    const depth = (record: RegionRecord) => ['province', 'city', 'district'].indexOf(record.level);
    if (!found || depth(region) > depth(found)) found = region;
  }
  return found;
}

/** The codes whose documents apply in or under a region: 全国, its ancestors, itself and everything below it. */
export function regionScope(db: Db, region: RegionRecord): Set<string> {
  const { all, byCode } = regionIndex(db);
  const codes = new Set<string>([NATIONWIDE_CODE]);
  for (let current: RegionRecord | undefined = region; current; current = current.parentCode ? byCode.get(current.parentCode) : undefined) {
    codes.add(current.code);
  }
  let added = true;
  while (added) {
    added = false;
    for (const record of all) {
      if (record.parentCode && codes.has(record.parentCode) && !codes.has(record.code) && isBelow(record, region, byCode)) {
        codes.add(record.code);
        added = true;
      }
    }
  }
  return codes;
}

function isBelow(record: RegionRecord, ancestor: RegionRecord, byCode: Map<string, RegionRecord>): boolean {
  for (let current: RegionRecord | undefined = record; current; current = current.parentCode ? byCode.get(current.parentCode) : undefined) {
    if (current.code === ancestor.code) return true;
  }
  return false;
}
