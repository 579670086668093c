import type { HomeLatestArea, HomeLatestGroup, HomeLatestItem } from './types';

export function buildHomeLatestItem(overrides: Partial<HomeLatestItem> = {}): HomeLatestItem {
  return { id: 1, title: '2026 年杭州市中小企业数字化转型对接会', line: '对接会 · 杭州市 · 剩余 40 个名额', date: '2026-12-03', ...overrides };
}

/** One group per area in the header's order, each with one item unless given. */
export function buildHomeLatest(items: Partial<Record<HomeLatestArea, HomeLatestItem[]>> = {}): HomeLatestGroup[] {
  const areas: HomeLatestArea[] = ['market', 'activity', 'course', 'service', 'talent', 'fund', 'govService', 'news'];
  return areas.map((area, index) => ({ area, items: items[area] ?? [buildHomeLatestItem({ id: 100 + index, title: `${area} 的最新一条` })] }));
}
