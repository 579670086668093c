import { regionChain } from '@smes/eligibility';
import type { RegionPlace } from '@smes/eligibility';
import type { Db } from '../../db/database';
import { applicableChain, NATIONWIDE_CODE, placeOf as placeOfRegion, regionIndex } from '../regions';
import type { RegionRecord } from '../regions';
import { mapInOrder, someInOrder } from '../../shared/in-order';

const SUFFIX = /(省|市|区|县|自治区|特别行政区|壮族自治区|回族自治区|维吾尔自治区)$/;

export type RegionName = { name: string; region: RegionRecord };

const names = new WeakMap<Db, RegionName[]>();

/** Region names as people write them: 杭州市 and 杭州, 余杭区 and 余杭 (short forms of two characters or more), longest first. */
export async function regionNames(db: Db): Promise<RegionName[]> {
  const cached = names.get(db);
  if (cached) return cached;
  const out: RegionName[] = [];
  for (const region of (await regionIndex(db)).all) {
    if (region.code === NATIONWIDE_CODE) continue;
    out.push({ name: region.name, region });
    const short = region.name.replace(SUFFIX, '');
    if (short.length >= 2 && short !== region.name) out.push({ name: short, region });
  }
  // Longest first, so 杭州市余杭区 finds 余杭区 after 杭州市 and 西湖区 is not read as 西湖 in another city.
  const sorted = out.sort((a, b) => b.name.length - a.name.length);
  if (sorted.length > 0) names.set(db, sorted);
  return sorted;
}

/** Words for "where we are", by the level of the enterprise's region they mean. */
const RELATIVE: readonly { words: RegExp; level: 'province' | 'city' | 'district' | 'own' }[] = [
  { words: /省里|本省|我们省|咱们省|省级的|全省/, level: 'province' },
  { words: /市里|本市|我们市|咱们市|市级的|全市/, level: 'city' },
  { words: /区里|县里|本区|本县|我们区|咱们区|区级的|县级的|全区/, level: 'district' },
  { words: /当地|本地|我们这里|我们这边|咱们这里|咱们这边|我们这儿/, level: 'own' },
];

const NATIONAL_WORDS = /全国|国家(?:层面|出台|政策|规定|有|对|给|还|在|的(?!知识产权|级))/;

export type RegionsInQuestion = {
  /** Named or meant regions, most precise, in the order they appear; at most one per lineage. */
  regions: RegionRecord[];
  /** 全国 / 国家 was named. */
  nationwide: boolean;
  /** A relative place word (区里) that could not be resolved (no ledger, or the ledger lacks that level). */
  unresolved: string | null;
  /** The question with every place word blanked out (what is left is the subject). */
  rest: string;
};

async function levelRegion(db: Db, place: RegionPlace, level: 'province' | 'city' | 'district' | 'own'): Promise<RegionRecord | undefined> {
  const { byCode } = await regionIndex(db);
  const code =
    level === 'province' ? place.provinceCode : level === 'city' ? place.cityCode : level === 'district' ? place.districtCode : [...regionChain(place)].pop();
  return code && code !== NATIONWIDE_CODE ? byCode.get(code) : undefined;
}

async function lineage(db: Db, region: RegionRecord): Promise<string[]> {
  return await applicableChain(db, region);
}

/**
 * The regions a question is about: place names (杭州, 余杭区), and 区里/市里/省里/本地 resolved against
 * the enterprise's registered region. 杭州市余杭区 is one place (余杭区); 浙江 and 上海 are two.
 */
export async function regionsInQuestion(db: Db, question: string, place: RegionPlace | null): Promise<RegionsInQuestion> {
  let rest = question;
  const found: { region: RegionRecord; at: number }[] = [];
  let unresolved: string | null = null;
  const relatives: { level: (typeof RELATIVE)[number]['level']; at: number; word: string }[] = [];
  for (const relative of RELATIVE) {
    const match = relative.words.exec(rest);
    if (!match) continue;
    relatives.push({ level: relative.level, at: match.index, word: match[0] });
    rest = rest.replace(match[0], ' '.repeat(match[0].length));
  }
  for (const { name, region } of await regionNames(db)) {
    let at = rest.indexOf(name);
    while (at >= 0) {
      found.push({ region, at });
      rest = rest.slice(0, at) + ' '.repeat(name.length) + rest.slice(at + name.length);
      at = rest.indexOf(name);
    }
  }
  // 钱塘区新认定的高企区里奖多少: 区里 is the district just named; otherwise the enterprise's own.
  const named = await mapInOrder(found, async (item) => await placeOfRegion(db, item.region));
  for (const relative of relatives) {
    const fromNamed = (await mapInOrder(named, async (namedPlace) => await levelRegion(db, namedPlace, relative.level))).find((region) => region !== undefined);
    const region = fromNamed ?? (place ? await levelRegion(db, place, relative.level) : undefined);
    if (region) found.push({ region, at: relative.at });
    else unresolved ??= relative.word;
  }
  const nationwide = NATIONAL_WORDS.test(rest);
  rest = rest.replace(NATIONAL_WORDS, ' ');
  // Keep the most precise place of each lineage (杭州市余杭区 → 余杭区), in the order the question names them.
  const ordered = found.sort((a, b) => a.at - b.at);
  const regions: RegionRecord[] = [];
  for (const { region } of ordered) {
    if (regions.some((kept) => kept.code === region.code)) continue;
    const ancestry = await lineage(db, region);
    const covering = regions.findIndex((kept) => ancestry.includes(kept.code));
    if (covering >= 0) {
      regions[covering] = region;
      continue;
    }
    if (await someInOrder(regions, async (kept) => (await lineage(db, kept)).includes(region.code))) continue;
    regions.push(region);
  }
  return { regions, nationwide, unresolved, rest };
}

/** The codes whose documents apply in a region: 全国, its ancestors and itself. */
export async function regionScope(db: Db, region: RegionRecord): Promise<string[]> {
  return await lineage(db, region);
}

/** The region's districts and counties (and a province's cities): documents issued below it. */
export async function regionsBelow(db: Db, region: RegionRecord): Promise<string[]> {
  const { all } = await regionIndex(db);
  const below = new Set<string>([region.code]);
  let added = true;
  while (added) {
    added = false;
    for (const record of all) {
      if (record.parentCode && below.has(record.parentCode) && !below.has(record.code)) {
        below.add(record.code);
        added = true;
      }
    }
  }
  below.delete(region.code);
  return [...below];
}
