import type { GlobalSearchHit, GlobalSearchResult, GlobalSearchSuggestion, SearchArea } from './types';

export function buildGlobalSearchHit(overrides: Partial<GlobalSearchHit> = {}): GlobalSearchHit {
  return {
    area: 'policy',
    id: '12',
    title: [
      { text: '关于支持', hit: false },
      { text: '高新技术企业', hit: true },
      { text: '高质量发展的若干措施', hit: false },
    ],
    snippet: [
      { text: '对首次认定的', hit: false },
      { text: '高新技术企业', hit: true },
      { text: '给予一次性奖励 20 万元。', hit: false },
    ],
    date: '2026-11-02',
    ...overrides,
  };
}

/** A grouped answer: `counts` per area (hits built for the first three of each). */
export function buildGlobalSearchResult(counts: Partial<Record<SearchArea, number>>, overrides: Partial<GlobalSearchResult> = {}): GlobalSearchResult {
  const groups = Object.entries(counts).map(([area, total]) => ({
    area: area as SearchArea,
    total: total ?? 0,
    hits: Array.from({ length: Math.min(3, total ?? 0) }, (_value, index) => buildGlobalSearchHit({ area: area as SearchArea, id: String(index + 1) })),
  }));
  return {
    keyword: '高企',
    terms: ['高企', '高新技术企业'],
    total: groups.reduce((sum, group) => sum + group.total, 0),
    groups,
    ...overrides,
  };
}

export function buildSearchSuggestion(overrides: Partial<GlobalSearchSuggestion> = {}): GlobalSearchSuggestion {
  return {
    text: '高新技术企业',
    segments: [{ text: '高新技术企业', hit: true }],
    ...overrides,
  };
}
