import type { PortalSchemas } from '@smes/contract-types';
import { searchTerms, snippetSegments, toSegments } from '../highlight';
import { expandTerm, synonymTargets } from '../search-synonyms';

export type SearchAreaCode = PortalSchemas['SearchArea'];

/**
 * One searchable item of an area, as the area hands it to the index: `text` is every field a user would
 * search, joined; `date` is `YYYY-MM-DD`, or '' for items without one (政务服务 guides).
 */
export type SearchDocument = { id: string; title: string; text: string; date: string };

/** Hits shown per area in the grouped answer. */
export const GROUP_TOP = 3;
/** Suggestions as the user types. */
export const SUGGEST_LIMIT = 8;

type Entry = {
  area: SearchAreaCode;
  id: string;
  title: string;
  /** The text with whitespace runs collapsed, once, so a snippet does not redo it per query. */
  text: string;
  date: string;
  titleKey: string;
  /** Title and text, lower-cased where that keeps offsets (see `lowerKeepingLength`). */
  haystack: string;
};

type Ranked = { entry: Entry; titleTerms: number };

/** Lower-cases when that keeps the length (some letters change length); otherwise matches exactly. */
function lowerKeepingLength(text: string): string {
  const lower = text.toLowerCase();
  return lower.length === text.length ? lower : text;
}

/** A pair of characters (UTF-16 units) as one number: no substring per position while indexing. */
function pairKey(text: string, index: number): number {
  return text.charCodeAt(index) * 65_536 + text.charCodeAt(index + 1);
}

/** The distinct pair keys of a form of two or more characters. */
function formKeys(form: string): number[] {
  const keys = new Set<number>();
  for (let index = 0; index + 1 < form.length; index += 1) keys.add(pairKey(form, index));
  return [...keys];
}

/**
 * The whole portal's searchable items in memory: for every character pair, the ascending list of items
 * holding it. A query form is looked up by its rarest pairs and confirmed with `includes`,
 * so a query reads a few hundred candidates instead of every text (ADR 44).
 */
export class GlobalSearchIndex {
  readonly areas: readonly SearchAreaCode[];
  private readonly entries: Entry[] = [];
  private readonly postings = new Map<number, number[]>();

  constructor(sources: readonly { area: SearchAreaCode; documents: readonly SearchDocument[] }[]) {
    this.areas = sources.map((source) => source.area);
    for (const source of sources) {
      for (const document of source.documents) {
        const text = document.text.replace(/\s+/g, ' ').trim();
        const entry: Entry = {
          area: source.area,
          id: document.id,
          title: document.title,
          text,
          date: document.date,
          titleKey: lowerKeepingLength(document.title),
          haystack: lowerKeepingLength(`${document.title}\n${text}`),
        };
        const position = this.entries.push(entry) - 1;
        const { haystack } = entry;
        for (let index = 0; index + 1 < haystack.length; index += 1) this.post(pairKey(haystack, index), position);
      }
    }
  }

  /** Items are indexed in order, so a list's last position says whether this item is already on it. */
  private post(key: number, position: number): void {
    const list = this.postings.get(key);
    if (!list) this.postings.set(key, [position]);
    else if (list[list.length - 1] !== position) list.push(position);
  }

  get size(): number {
    return this.entries.length;
  }

  /** Items holding `form` (already lower-cased), ascending. */
  private matchForm(form: string): number[] {
    if (form.length === 0) return [];
    // One character: too common to be worth a posting list per character; a scan of every text is ~1 ms.
    if (form.length === 1) return this.entries.flatMap((entry, position) => (entry.haystack.includes(form) ? [position] : []));
    const pairs = formKeys(form).map((key) => this.postings.get(key) ?? []);
    pairs.sort((a, b) => a.length - b.length);
    const [rarest = [], second] = pairs;
    const candidates = second ? intersect(rarest, second) : rarest;
    return candidates.filter((position) => (this.entries[position] as Entry).haystack.includes(form));
  }

  /** The matching items of a query, each with how many of its terms the title holds. */
  private match(groups: readonly string[][]): Ranked[] {
    if (groups.length === 0) return [];
    let result: number[] | undefined;
    for (const forms of groups) {
      const union = new Set<number>();
      for (const form of forms) for (const position of this.matchForm(lowerKeepingLength(form))) union.add(position);
      const sorted = [...union].sort((a, b) => a - b);
      result = result ? intersect(result, sorted) : sorted;
      if (result.length === 0) return [];
    }
    return (result ?? []).map((position) => {
      const entry = this.entries[position] as Entry;
      const titleTerms = groups.filter((forms) => forms.some((form) => entry.titleKey.includes(lowerKeepingLength(form)))).length;
      return { entry, titleTerms };
    });
  }

  /**
   * Grouped hits of a keyword: every indexed area with its count and best GROUP_TOP hits (titles that hold
   * more terms first, then newest); with `area`, that area's hits paged as well.
   */
  search(keyword: string, options: { area?: SearchAreaCode; pageNum: number; pageSize: number }): PortalSchemas['GlobalSearchResult'] {
    const terms = searchTerms(keyword);
    const groups = terms.map(expandTerm);
    const forms = [...new Set(groups.flat())];
    const byArea = new Map<SearchAreaCode, Ranked[]>(this.areas.map((area) => [area, []]));
    for (const ranked of this.match(groups)) byArea.get(ranked.entry.area)?.push(ranked);
    for (const list of byArea.values()) list.sort(byRank);
    const hit = (ranked: Ranked): PortalSchemas['GlobalSearchHit'] => toHit(ranked.entry, forms);
    const result: PortalSchemas['GlobalSearchResult'] = {
      keyword: terms.join(' '),
      terms: forms,
      total: [...byArea.values()].reduce((sum, list) => sum + list.length, 0),
      groups: this.areas.map((area) => {
        const list = byArea.get(area) ?? [];
        return { area, total: list.length, hits: list.slice(0, GROUP_TOP).map(hit) };
      }),
    };
    if (options.area) {
      const list = byArea.get(options.area) ?? [];
      const start = (options.pageNum - 1) * options.pageSize;
      result.page = {
        rows: list.slice(start, start + options.pageSize).map(hit),
        total: list.length,
        pageNum: options.pageNum,
        pageSize: options.pageSize,
      };
    }
    return result;
  }

  /**
   * What to offer while the user types: the synonyms of what was typed (高企 → 高新技术企业), then titles
   * that start with any form of it, then titles that contain one; newest first within each, no repeats.
   */
  suggest(keyword: string): PortalSchemas['GlobalSearchSuggestion'][] {
    const typed = keyword.trim().replace(/\s+/g, ' ');
    if (typed === '') return [];
    const forms = expandTerm(typed);
    const keys = forms.map(lowerKeepingLength);
    const seen = new Set<string>();
    const suggestions: PortalSchemas['GlobalSearchSuggestion'][] = [];
    const offer = (suggestion: PortalSchemas['GlobalSearchSuggestion']) => {
      if (suggestions.length >= SUGGEST_LIMIT || seen.has(suggestion.text)) return;
      seen.add(suggestion.text);
      suggestions.push(suggestion);
    };
    for (const target of synonymTargets(typed)) offer({ text: target, segments: toSegments(target, forms) });
    const candidates = new Set<number>();
    for (const key of keys) for (const position of this.matchForm(key)) candidates.add(position);
    const titled = [...candidates]
      .map((position) => this.entries[position] as Entry)
      .filter((entry) => keys.some((key) => entry.titleKey.includes(key)))
      .sort((a, b) => compare(b.date, a.date) || compare(a.title, b.title));
    const starting = titled.filter((entry) => keys.some((key) => entry.titleKey.startsWith(key)));
    for (const entry of [...starting, ...titled]) {
      if (suggestions.length >= SUGGEST_LIMIT) break;
      offer({ text: entry.title, segments: toSegments(entry.title, forms), area: entry.area, id: entry.id });
    }
    return suggestions;
  }
}

function byRank(a: Ranked, b: Ranked): number {
  return b.titleTerms - a.titleTerms || compare(b.entry.date, a.entry.date);
}

/** Code-unit order: dates written YYYY-MM-DD sort by time, and it costs nothing like a collator does. */
function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function toHit(entry: Entry, forms: readonly string[]): PortalSchemas['GlobalSearchHit'] {
  return {
    area: entry.area,
    id: entry.id,
    title: toSegments(entry.title, forms),
    snippet: snippetSegments(entry.text, forms),
    ...(entry.date ? { date: entry.date } : {}),
  };
}

/** The positions in both ascending lists. */
function intersect(a: readonly number[], b: readonly number[]): number[] {
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const left = a[i] as number;
    const right = b[j] as number;
    if (left === right) {
      out.push(left);
      i += 1;
      j += 1;
    } else if (left < right) i += 1;
    else j += 1;
  }
  return out;
}
