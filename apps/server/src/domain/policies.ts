import { docNoKey } from '@smes/policy-desk';
import { attachmentRowsSql, attachmentsOf, findAttachmentFile, insertAttachments, listAttachments } from './attachments';
import type { AttachmentFile, AttachmentRow, NewAttachment } from './attachments';
import { PREPARED } from '../db/database';
import type { Db } from '../db/database';
import { pageWindow } from '../shared/paging';
import type { Page } from '../shared/paging';
import { containsPattern, idsFilter, linkedItemsSql } from '../shared/sql';
import { caselessTerms, OPENING_PREFIX_LENGTH, openingSnippetFromPrefix, searchTerms, SNIPPET_PREFIX_LENGTH, snippetFromPrefix, snippetSegments, toSegments, wordPrefixSql } from './highlight';
import { expandTerm } from './search-synonyms';
import { indexPolicy } from './search/policy-search-index';
import { boundedTotal, onTextIndex, SEARCH_CANDIDATES, tableWord, titleCharsQuery } from './search/bounded';
import { anyOf, highlightTerms, indexable, queryTokens, termQuery } from './search/segmenter';
import { dateFloor, foldsAsTitleChars, lexemeFrequencies, TITLE_CHAR_ROWS, TITLE_WALK_ROWS, titleCharShare, WALK_ROWS, wordShare } from './search/statistics';
import type { Frequencies } from './search/statistics';
import { regionInSql, withinRegionSql } from './regions';
import type { RegionRecord } from './regions';
import type { PortalSchemas } from '@smes/contract-types';
import type { ValidQuery } from '../contract/queries';
import { mapInOrder } from '../shared/in-order';

export type PatentKind = PortalSchemas['PatentSubsidy']['kind'];
export type PatentSubsidies = Partial<Record<PatentKind, number>>;

export type PolicyRow = {
  id: number;
  title: string;
  doc_no: string;
  issuer: string;
  level: PortalSchemas['PolicyLevel'];
  region_code: string;
  province_code: string | null;
  city_code: string | null;
  region_name: string;
  category: string;
  industries: string;
  validity: PortalSchemas['Validity'];
  written_date: string;
  publish_date: string;
  effective_date: string;
  repeal_date: string | null;
  content: string;
  body: string;
  view_count: number;
  support_amount: number | null;
  patent_subsidies: string | null;
  rule_set: string | null;
  created_at: string;
};

const SUMMARY_COLUMNS =
  'p.id, p.title, p.doc_no, p.issuer, p.level, p.region_code, p.region_name, p.category, p.industries, p.validity, p.publish_date, p.view_count, p.support_amount, p.body';

/**
 * A list without a keyword shows each policy's opening: it reads only the start of the body and whether
 * there is more, not the whole text: a list page's cost must not grow with the length of its documents.
 */
const BODYLESS_SUMMARY_COLUMNS = SUMMARY_COLUMNS.replace(/, p\.body$/, '');
const OPENING_SUMMARY_COLUMNS = `${BODYLESS_SUMMARY_COLUMNS}, substr(p.body, 1, ${OPENING_PREFIX_LENGTH + 1}) AS body`;

/** A search's page reads the start of each body, where its snippet mostly lies (ADR 131); the rest only when it does not tell. */
const SNIPPET_SUMMARY_COLUMNS = `${BODYLESS_SUMMARY_COLUMNS}, substr(p.body, 1, ${SNIPPET_PREFIX_LENGTH + 1}) AS body`;

type SummaryRow = Pick<
  PolicyRow,
  | 'id'
  | 'title'
  | 'doc_no'
  | 'issuer'
  | 'level'
  | 'region_code'
  | 'region_name'
  | 'category'
  | 'industries'
  | 'validity'
  | 'publish_date'
  | 'view_count'
  | 'support_amount'
  | 'body'
>;

export function toPolicySummary(row: SummaryRow, terms: readonly string[] = [], snippet = snippetSegments(row.body, terms)): PortalSchemas['PolicySummary'] {
  return {
    id: row.id,
    title: row.title,
    docNo: row.doc_no,
    issuer: row.issuer,
    level: row.level,
    regionCode: row.region_code,
    regionName: row.region_name,
    category: row.category,
    industries: JSON.parse(row.industries) as string[],
    validity: row.validity,
    publishDate: row.publish_date,
    viewCount: row.view_count,
    supportAmount: row.support_amount,
    titleSegments: toSegments(row.title, terms),
    snippetSegments: snippet,
  };
}

/** A summary from a row of OPENING_SUMMARY_COLUMNS (no search terms): one character past the prefix tells whether the body goes on. */
async function toOpeningSummary(db: Db, row: SummaryRow): Promise<PortalSchemas['PolicySummary']> {
  const snippet =
    openingSnippetFromPrefix(row.body.slice(0, OPENING_PREFIX_LENGTH), row.body.length > OPENING_PREFIX_LENGTH) ??
    snippetSegments(((await db.get('SELECT body FROM policies WHERE id = ?', row.id)) as { body: string }).body, []);
  return toPolicySummary(row, [], snippet);
}

/** `GET /api/policy/list`'s validated query, as the handler receives it. */
export type PolicyListQuery = ValidQuery<'policyList', 'pageNum' | 'pageSize' | 'orderBy' | 'isAsc'>;

/** The search itself: the list query with its region code resolved to a known region. */
export type PolicySearch = Omit<PolicyListQuery, 'regionCode' | 'applicableTo'> & {
  region?: RegionRecord;
  /** The enterprise scope's region codes (`applicableChain`). */
  applicableTo?: string[];
};

type SearchSql = {
  from: string;
  where: string[];
  params: Record<string, string | number>;
  /** Title hits first (the page's relevance order), or null when there is no keyword. */
  titleHit: string | null;
  /** Whether a term is looked up in the word index (else every term searches titles only). */
  wordIndexed: boolean;
  /** Whether every condition is on a column `policy_counts` groups by, so the count is a sum of its groups. */
  grouped: boolean;
  /** How many of `where`'s conditions (its first) are the keyword's; the rest are filters on short columns. */
  keywordConditions: number;
  /** Each term's forms looked up in the word index, by their words (a form the index cannot hold is left out). */
  wordForms: string[][][];
  /** A `tsquery` over `title_chars` that every title hit satisfies (null without a keyword). */
  titleChars: string | null;
  /** Each typed term's forms (the term and its synonyms). */
  groups: string[][];
  /** Every form of every term (synonyms included). */
  terms: string[];
  tokens: string[];
  titleOnlyTerms: string[];
};

/**
 * Whether a title holds a form, as `p.title ILIKE '%form%'` answers: for a caseless form (Han characters, digits,
 * punctuation) the title's own text holds it exactly when its lower-cased text does — lower-casing neither makes nor
 * unmakes such characters — so `strpos` finds it without lower-casing a copy of each title the search reads (ADR 131).
 */
function titleHolds(form: string, group: number, index: number, params: Record<string, string | number>): string {
  if (!caselessTerms([form]) || form === '') return `p.title ILIKE @like${group}_${index} ESCAPE '\\'`;
  params[`form${group}_${index}`] = form;
  return `strpos(p.title, @form${group}_${index}) > 0`;
}

/**
 * A keyword's SQL (ADR 62, ADR 81): every typed term is a group of forms (its synonyms), one of which a policy must
 * hold. A form is looked up in the GIN index by its words (jieba, domain/search/segmenter.ts); a form whose words the
 * index cannot hold (a lone character jieba leaves apart) is searched in titles only, through the index of the
 * titles' characters and confirmed as a substring of the title.
 */
function buildSearch(query: PolicySearch): SearchSql {
  const typed = searchTerms(query.keyword);
  const groups = typed.map(expandTerm);
  const terms = [...new Set(groups.flat())];
  const tokens = new Set<string>();
  const titleOnlyTerms: string[] = [];
  const where: string[] = [];
  const params: Record<string, string | number> = {};
  let titleHit: string | null = null;
  let titleChars: string | null = null;
  let wordIndexed = false;
  const wordForms: string[][][] = [];

  if (groups.length > 0) {
    const likeOf = (group: number, form: number) => `@like${group}_${form}`;
    groups.forEach((forms, group) => {
      const indexed: string[] = [];
      const parts: string[] = [];
      wordForms.push([]);
      forms.forEach((form, index) => {
        params[`like${group}_${index}`] = containsPattern(form);
        const words = queryTokens(form);
        if (indexable(words)) {
          indexed.push(termQuery(words));
          wordForms[group]?.push(words);
          for (const word of words) tokens.add(word);
          return;
        }
        params[`chars${group}_${index}`] = titleCharsQuery(form);
        parts.push(`(p.title_chars @@ @chars${group}_${index}::tsquery AND p.title ILIKE ${likeOf(group, index)} ESCAPE '\\')`);
      });
      if (indexed.length > 0) {
        params[`words${group}`] = anyOf(indexed);
        parts.unshift(`p.search_vector @@ @words${group}::tsquery`);
        wordIndexed = true;
      } else {
        titleOnlyTerms.push(typed[group] ?? forms[0] ?? '');
      }
      where.push(`(${parts.join(' OR ')})`);
    });
    // A caseless form is in a title as typed or not at all: found by its bytes, not by lower-casing every title (ADR 131).
    titleHit = groups
      .map((forms, group) => `(${forms.map((form, index) => titleHolds(form, group, index, params)).join(' OR ')})`)
      .join(' AND ');
    // A title that holds a form holds each of its characters: the title-character index narrows the title hits.
    titleChars = groups.map((forms) => `(${forms.map((form) => `(${titleCharsQuery(form)})`).join(' | ')})`).join(' & ');
  }
  const keywordConditions = where.length;
  if (query.level) {
    params['level'] = query.level;
    where.push('p.level = @level');
  }
  if (query.applicableTo) {
    const scope = regionInSql(query.applicableTo, 'scope', 'p');
    Object.assign(params, scope.params);
    where.push(scope.sql);
  }
  if (query.region) {
    params['region'] = query.region.code;
    where.push(withinRegionSql(query.region, 'region', 'p'));
  }
  const dept = query.dept?.trim();
  if (dept) {
    params['dept'] = containsPattern(dept);
    where.push(`p.issuer ILIKE @dept ESCAPE '\\'`);
  }
  if (query.category) {
    params['category'] = query.category;
    where.push('p.category = @category');
  }
  if (query.industry) {
    params['industry'] = query.industry;
    // An empty list means 不限: such a policy supports every industry.
    where.push(`(p.industries = '[]' OR EXISTS (SELECT 1 FROM jsonb_array_elements_text((p.industries)::jsonb) WHERE value = @industry))`);
  }
  if (query.validity) {
    params['validity'] = query.validity;
    where.push('p.validity = @validity');
  }
  if (query.publishFrom) {
    params['publishFrom'] = query.publishFrom;
    where.push('p.publish_date >= @publishFrom');
  }
  if (query.publishTo) {
    params['publishTo'] = query.publishTo;
    where.push('p.publish_date <= @publishTo');
  }
  // Level, place, category and validity are the columns policy_counts groups by (migration 0025); the rest are not.
  const grouped = groups.length === 0 && !dept && !query.industry && !query.publishFrom && !query.publishTo;
  return { from: 'policies p', where, params, titleHit, wordIndexed, grouped, keywordConditions, wordForms, titleChars, groups, terms, tokens: [...tokens], titleOnlyTerms };
}

/**
 * How many policies a list without a keyword holds, exactly: a sum over `policy_counts` (kept by trigger in each
 * writer's transaction) when every filter is one of its columns, which the same WHERE reads under the same alias;
 * else a count of the rows. Counting the rows of a province's whole list was most of the list's cost.
 */
async function countPolicies(db: Db, search: Pick<SearchSql, 'from' | 'where' | 'params' | 'grouped'>): Promise<number> {
  const whereSql = search.where.length > 0 ? `WHERE ${search.where.join(' AND ')}` : '';
  const sql = search.grouped
    ? `SELECT COALESCE(SUM(p.policies), 0) AS total FROM policy_counts p ${whereSql}`
    : `SELECT COUNT(*) AS total FROM ${search.from} ${whereSql}`;
  return ((await db.get(sql, search.params)) as { total: number }).total;
}

/**
 * The first SEARCH_CANDIDATES + 1 hits in relevance order (title hits first, then newest) without reading every hit,
 * for a word most policies hold (ADR 111); undefined when reading every hit is the cheaper way, or when a walk did not
 * find enough. Reading every hit of such a word (its row's short columns, to sort them) cost ~200 ms for 50,540 hits.
 * Here the title hits come first: off the title-character index when few titles hold the keyword's characters (each
 * one's vector tested), else by walking the newest policies (the filters' rows, on the date index), testing titles and
 * then vectors, until SEARCH_CANDIDATES + 1 are found. The rest come from the same walk testing each vector, stopping
 * at the number still wanted. Exact either way: a hit not among the walked rows is older than every walked one, so a
 * walk's hits are the first in the page's order; when a walk finds too few, the caller reads every hit as before.
 */
async function newestFirst(db: Db, search: SearchSql, frequency: Frequencies): Promise<{ id: number }[] | undefined> {
  const wanted = SEARCH_CANDIDATES + 1;
  const share = wordShare(search.wordForms, frequency.words);
  if (!search.titleHit || !search.titleChars || share * WALK_ROWS < wanted || !search.terms.every(foldsAsTitleChars)) return undefined;
  const filters = search.where.slice(search.keywordConditions);
  const keyword = search.where.slice(0, search.keywordConditions);
  const params = { ...search.params, titleChars: search.titleChars, wanted };
  const newest = (walk: number, condition: string, limit: number) =>
    db.all<{ id: number }>(
      `SELECT p.id FROM (SELECT p.id, p.title, p.publish_date, p.search_vector, p.title_chars FROM policies p
           ${filters.length > 0 ? `WHERE ${filters.join(' AND ')}` : ''} ORDER BY p.publish_date DESC, p.id DESC LIMIT @walk) p
       WHERE ${condition} AND ${keyword.join(' AND ')}
       ORDER BY p.publish_date DESC, p.id DESC LIMIT @limit`,
      { ...params, walk, limit },
    );
  let titleHits: { id: number }[];
  if (titleCharShare(search.groups, frequency.titleChars) * frequency.rows <= TITLE_CHAR_ROWS) {
    titleHits = await db.all<{ id: number }>(
      `SELECT p.id FROM policies p WHERE ${[`p.title_chars @@ @titleChars::tsquery`, `(${search.titleHit})`, ...search.where].join(' AND ')}
       ORDER BY p.publish_date COLLATE "C" DESC, p.id DESC LIMIT @wanted`,
      params,
    );
  } else {
    // Many titles hold the characters: the newest policies are walked for title hits (a title is tested before the vector).
    titleHits = await newest(TITLE_WALK_ROWS, `COALESCE(${search.titleHit}, false)`, wanted);
    if (titleHits.length < wanted) return undefined;
  }
  const rest = wanted - titleHits.length;
  if (rest === 0) return titleHits;
  if (rest / share > WALK_ROWS) return undefined;
  const others = await newest(Math.min(WALK_ROWS, Math.ceil((1.5 * rest) / share) + 50), `NOT COALESCE(${search.titleHit}, false)`, rest);
  return others.length === rest ? [...titleHits, ...others] : undefined;
}

/** How many of the newest policies the window of a page's other hits covers at least (`newestWindow`). */
export const FIRST_WINDOW_ROWS = 512;

/** A page's rows as a search reads them: `prefix_limit`, how much of the body was read at most when not SNIPPET_PREFIX_LENGTH. */
type PageRow = SummaryRow & { prefix_limit?: number };

type SearchPage = { found: number; ids: number[]; rows: PageRow[] | undefined };

/**
 * A page of a keyword's hits in relevance order (title hits, then newest) and their count up to the bound, without
 * reading every hit's row (ADR 135): the count up to the bound off the word index (`SELECT FROM … LIMIT 1001`, no
 * column, no sort: it stops at the 1,001st hit); the title hits up to the page's end off the title-character index
 * ANDed with the word's; the other hits up to the page's end among the policies dated on or after a date before
 * which, by the statistics, lie about the newest k (an index range, ANDed with the word's bitmap where that is
 * cheaper, so only the hits in it are read; k from the word's estimated share). All in one statement, one snapshot,
 * the page's rows joined.
 *
 * Exact: when there are fewer title hits than the page's end, the read holds every one; the policies dated on or
 * after a date come before every other one in the page's order (date, then id, descending), so their newest other
 * hits are the first other hits. When the title hits and the window's other hits reach neither the page's end nor
 * the count, the window missed some, and a window four times longer is read, up to every policy. The estimates pick the
 * way, never the answer. Only where the date range and the page's order compare dates alike (a database whose
 * collation is C, as the server's clusters are made), and only for terms whose title hits the title-character
 * index finds (few titles holding their characters, by estimate).
 */
async function newestWindow(db: Db, search: SearchSql, frequency: Frequencies, window: { offset: number; limit: number }): Promise<SearchPage | undefined> {
  const wanted = Math.min(window.offset + window.limit, SEARCH_CANDIDATES);
  const share = wordShare(search.wordForms, frequency.words);
  if (!search.titleHit || !search.titleChars || share <= 0 || window.offset >= wanted || !frequency.datesInC) return undefined;
  if (!search.terms.every(foldsAsTitleChars) || titleCharShare(search.groups, frequency.titleChars) * frequency.rows > TITLE_CHAR_ROWS) return undefined;
  const where = search.where.join(' AND ');
  const read = async (floor: string) =>
    await db.all<SummaryRow & { found: number; titled: number; others: number; page: (string | number)[] }>(
      // MATERIALIZED: each read once (inlined, a use of each array ran its read again).
      `WITH found AS MATERIALIZED (SELECT COUNT(*) AS n FROM (SELECT FROM policies p WHERE ${where} LIMIT @candidates) h),
       titled AS MATERIALIZED (SELECT ARRAY(SELECT p.id FROM policies p WHERE p.title_chars @@ @titleChars::tsquery AND (${search.titleHit}) AND ${where}
         ORDER BY p.publish_date COLLATE "C" DESC, p.id DESC LIMIT @wanted) AS ids),
       others AS MATERIALIZED (SELECT ARRAY(SELECT p.id FROM policies p
         WHERE p.publish_date >= @floor
           AND NOT COALESCE(${search.titleHit}, false) AND ${where}
         ORDER BY (p.publish_date || '') COLLATE "C" DESC, p.id DESC LIMIT @wanted) AS ids),
       shown AS MATERIALIZED (SELECT (t.ids || o.ids)[@pageFrom:@pageTo] AS page, cardinality(t.ids) AS titled, cardinality(o.ids) AS others FROM titled t, others o)
       SELECT f.n AS found, s.titled, s.others, s.page, ${SNIPPET_SUMMARY_COLUMNS}
       FROM found f CROSS JOIN shown s LEFT JOIN policies p ON p.id = ANY(s.page)`,
      {
        ...search.params,
        titleChars: search.titleChars,
        candidates: SEARCH_CANDIDATES + 1,
        wanted,
        floor,
        pageFrom: window.offset + 1,
        pageTo: wanted,
      },
    );
  // Four times further back while the window holds too few (a word's policies may sit together in time), up to every
  // policy (a floor of ''). The floor is a value the planner sees, so it knows how many rows the range holds: a
  // range of the newest few hundred is read on its own and each row's vector tested, a longer one ANDed with the
  // word's bitmap.
  for (let stretch = Math.max(FIRST_WINDOW_ROWS, Math.ceil((4 * wanted) / share)); ; stretch *= 4) {
    const floor = dateFloor(frequency, stretch);
    const last = floor === '';
    const rows = await read(floor);
    const first = rows[0];
    if (!first) return undefined;
    const found = Number(first.found);
    if (Number(first.titled) + Number(first.others) >= Math.min(wanted, found)) {
      return { found, ids: (first.page ?? []).map(Number), rows: rows.filter((row) => row.id !== null) };
    }
    if (last) return undefined;
  }
}

/**
 * A page of a keyword that is one word of the word table (`tableWord`, migration 0033, ADR 138), in relevance order
 * (title hits, then newest), with its count up to the bound: both read off `policy_words`' index in that order — the
 * count stops at the 1,001st entry, the page is the entries it shows — and the page's rows joined, in one statement.
 * No hit's row is read but the page's, however many policies hold the word.
 */
async function wordTablePage(db: Db, word: string, window: { offset: number; limit: number }): Promise<SearchPage> {
  const wanted = Math.min(window.offset + window.limit, SEARCH_CANDIDATES);
  const prefix = wordPrefixSql('p.body', '@word');
  const rows = await db.all<PageRow & { found: number; page: (string | number)[] | null }>(
    // The page's ids once (on its first row, or the one row without a policy), not parsed again from every row.
    `${PREPARED} WITH counted AS MATERIALIZED (SELECT COUNT(*) AS n FROM (SELECT FROM policy_words w WHERE w.lexeme = @word LIMIT @candidates) h),
     shown AS MATERIALIZED (SELECT ARRAY(SELECT w.id FROM policy_words w WHERE w.lexeme = @word
       ORDER BY w.title_hit DESC, w.publish_date DESC, w.id DESC LIMIT @count OFFSET @offset) AS ids)
     SELECT f.n AS found, CASE WHEN p.id IS NULL OR p.id = s.ids[1] THEN s.ids END AS page,
       ${BODYLESS_SUMMARY_COLUMNS}, ${prefix.body} AS body, ${prefix.limit} AS prefix_limit
     FROM counted f CROSS JOIN shown s LEFT JOIN policies p ON p.id = ANY(s.ids) LEFT JOIN ${prefix.join} ON true`,
    { word, candidates: SEARCH_CANDIDATES + 1, count: Math.max(0, wanted - window.offset), offset: window.offset },
  );
  return { found: Number(rows[0]?.found ?? 0), ids: (rows.find((row) => row.page)?.page ?? []).map(Number), rows: rows.filter((row) => row.id !== null) };
}

/**
 * `wordTable: false` searches a one-word keyword off the GIN indexes as every other keyword (the tests compare the two
 * ways and keep the older reads covered).
 */
export async function searchPolicies(db: Db, query: PolicySearch, options: { wordTable?: boolean } = {}): Promise<PortalSchemas['PolicyPage']> {
  const search = buildSearch(query);
  const { from, where, params, titleHit, wordIndexed, terms, tokens, titleOnlyTerms } = search;
  const whereSql = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  const direction = query.isAsc === 'asc' ? 'ASC' : 'DESC';
  const window = pageWindow(query.pageNum, query.pageSize);
  if (terms.length === 0) {
    // Without a keyword the page comes off the publish-date (or view-count) index after reading ten rows.
    const order = query.orderBy === 'views' ? `p.view_count ${direction}, p.id ${direction}` : `p.publish_date ${direction}, p.id ${direction}`;
    // The page and its count at once (two connections outside a transaction, one round trip of waiting): a kept list
    // is computed again after every write to a policy, with every request that came meanwhile waiting for it.
    const [rows, total] = await Promise.all([
      db.all(`SELECT ${OPENING_SUMMARY_COLUMNS} FROM ${from} ${whereSql} ORDER BY ${order} LIMIT @limit OFFSET @offset`, { ...params, ...window }) as Promise<SummaryRow[]>,
      countPolicies(db, search),
    ]);
    return { rows: await mapInOrder(rows, async (row) => await toOpeningSummary(db, row)), total, totalCapped: false, pageNum: query.pageNum, pageSize: query.pageSize };
  }
  // A keyword takes the first SEARCH_CANDIDATES hits in the page's order (ADR 81). A term in the word index orders
  // its hits read off the GIN bitmap (short columns only: `COLLATE "C"` and `+ 0` keep the planner from walking the
  // date or view index, and onTextIndex from scanning the table, either of which reads each policy's large vector
  // to test it); titles-only terms may walk the date index, testing a title's characters is cheap. Relevance is
  // title hits first, then newest.
  const date = wordIndexed ? 'p.publish_date COLLATE "C"' : 'p.publish_date';
  let order: string;
  if (query.orderBy === 'views') order = `p.view_count + 0 ${direction}, p.id ${direction}`;
  else if (query.orderBy === 'relevance' && titleHit && wordIndexed) order = `CASE WHEN ${titleHit} THEN 0 ELSE 1 END, ${date} DESC, p.id DESC`;
  else if (query.orderBy === 'relevance') order = `${date} DESC, p.id DESC`;
  else order = `${date} ${direction}, p.id ${direction}`;
  // One word without filters: off the word table, in the page's order (ADR 138).
  const word = options.wordTable !== false && query.orderBy === 'relevance' && where.length === search.keywordConditions ? tableWord(search.groups) : undefined;
  // Off the B-tree alone: no setting of onTextIndex's is needed, and the statement is prepared once (a fixed text).
  const page = word !== undefined ? await wordTablePage(db, word, window) : await onTextIndex(db, async (): Promise<SearchPage> => {
    const frequency = query.orderBy === 'relevance' && titleHit && wordIndexed ? await lexemeFrequencies(db) : undefined;
    const windowed = frequency ? await newestWindow(db, search, frequency, window) : undefined;
    if (windowed) return windowed;
    const walked = frequency ? await newestFirst(db, search, frequency) : undefined;
    if (walked) {
      const ids = walked.slice(0, SEARCH_CANDIDATES).slice(window.offset, window.offset + window.limit).map((row) => row.id);
      return { found: walked.length, ids, rows: undefined };
    }
    // The candidates and the page's rows in one statement (ADR 131): the candidates stay in the database (an array in
    // their order, cut to the page), instead of up to 1,001 rows sent here and a second round trip for the page.
    const read = await db.all<SummaryRow & { found: number; page: (string | number)[] }>(
      // MATERIALIZED: the array is computed once (inlined, each use of it ran the candidates' read again).
      `WITH candidates AS MATERIALIZED (SELECT ARRAY(SELECT p.id FROM ${from} ${whereSql} ORDER BY ${order} LIMIT @candidates) AS ids)
       SELECT cardinality(c.ids) AS found, c.ids[@pageFrom:@pageTo] AS page, ${SNIPPET_SUMMARY_COLUMNS}
       FROM candidates c LEFT JOIN policies p ON p.id = ANY(c.ids[@pageFrom:@pageTo])`,
      { ...params, candidates: SEARCH_CANDIDATES + 1, pageFrom: window.offset + 1, pageTo: Math.min(window.offset + window.limit, SEARCH_CANDIDATES) },
    );
    return { found: Number(read[0]?.found ?? 0), ids: (read[0]?.page ?? []).map(Number), rows: read.filter((row) => row.id !== null) };
  });
  const rows = await pageSummaries(db, page.ids, terms, tokens, page.rows);
  return { rows, ...boundedTotal(page.found), pageNum: query.pageNum, pageSize: query.pageSize, ...(titleOnlyTerms.length > 0 ? { titleOnlyTerms } : {}) };
}

/**
 * What `highlightTerms([title, body], terms, tokens)` answers, from the title and the start of the body (`cut`: the
 * body may go on), or undefined when only the rest of the body could tell (no form in the title nor, caseless, in
 * the prefix).
 */
function highlightFromPrefix(title: string, prefix: string, cut: boolean, terms: readonly string[], tokens: readonly string[]): string[] | undefined {
  if (!cut) return highlightTerms([title, prefix], terms, tokens);
  const byTitle = highlightTerms([title], terms, tokens);
  // A form in the title (or no words to add): the body changes nothing.
  if (byTitle.length === terms.length) return byTitle;
  return caselessTerms(terms) && terms.some((term) => prefix.includes(term)) ? [...terms] : undefined;
}

/**
 * A search's page in the order of `ids` (its rows as read with SNIPPET_SUMMARY_COLUMNS, or read here), highlighted:
 * each body's first SNIPPET_PREFIX_LENGTH characters are read
 * (the snippet is about a hundred characters at its first hit), and the whole of only those bodies whose start
 * cannot tell the same highlighting and snippet as the whole (ADR 131). A policy's body is several kilobytes, which
 * PostgreSQL decompressed and sent and this process decoded, flattened and lower-cased for each row shown.
 */
async function pageSummaries(db: Db, ids: readonly number[], terms: readonly string[], tokens: readonly string[], read?: readonly PageRow[]): Promise<PortalSchemas['PolicySummary'][]> {
  if (ids.length === 0) return [];
  const filter = idsFilter('p.id', ids);
  const found = read ?? (await db.all<PageRow>(`SELECT ${SNIPPET_SUMMARY_COLUMNS} FROM policies p WHERE ${filter.sql}`, ...filter.params));
  const summaries = new Map<number, PortalSchemas['PolicySummary']>();
  const whole: SummaryRow[] = [];
  for (const row of found) {
    const cut = row.body.length > (row.prefix_limit ?? SNIPPET_PREFIX_LENGTH);
    const chosen = highlightFromPrefix(row.title, row.body, cut, terms, tokens);
    const snippet = chosen && snippetFromPrefix(row.body, cut, chosen);
    if (chosen && snippet) summaries.set(row.id, toPolicySummary(row, chosen, snippet));
    else whole.push(row);
  }
  if (whole.length > 0) {
    const rest = idsFilter('id', whole.map((row) => row.id));
    const bodies = new Map((await db.all<{ id: number; body: string }>(`SELECT id, body FROM policies WHERE ${rest.sql}`, ...rest.params)).map((row) => [row.id, row.body]));
    for (const row of whole) {
      const body = bodies.get(row.id);
      // Deleted between the two reads: left out, as a row the first read had not found.
      if (body !== undefined) summaries.set(row.id, toPolicySummary({ ...row, body }, highlightTerms([row.title, body], terms, tokens)));
    }
  }
  return ids.flatMap((id) => summaries.get(id) ?? []);
}

/** Whether a keyword alone finds a policy (suggestions are only offered when they lead somewhere). */
export async function keywordFindsPolicies(db: Db, keyword: string): Promise<boolean> {
  const { from, where, params } = buildSearch({ keyword, pageNum: 1, pageSize: 1, orderBy: 'relevance', isAsc: 'desc' });
  const whereSql = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  return (await db.get(`SELECT 1 FROM ${from} ${whereSql} LIMIT 1`, params)) !== undefined;
}

export async function findPolicyRow(db: Db, id: number): Promise<PolicyRow | undefined> {
  return (await db.get('SELECT * FROM policies WHERE id = ?', id)) as PolicyRow | undefined;
}

export async function listPolicyAttachments(db: Db, policyId: number): Promise<PortalSchemas['Attachment'][]> {
  return await listAttachments(db, 'policy', policyId);
}

export async function findPolicyAttachment(db: Db, policyId: number, attachmentId: number): Promise<AttachmentFile | undefined> {
  return await findAttachmentFile(db, 'policy', policyId, attachmentId);
}

type DetailRow = SummaryRow &
  Pick<PolicyRow, 'written_date' | 'effective_date' | 'repeal_date' | 'content'> & {
    attachments: AttachmentRow[];
    interpretations: PortalSchemas['LinkedItem'][];
    notices: PortalSchemas['LinkedItem'][];
    projects: PortalSchemas['LinkedItem'][];
    favorite: number;
  };

/**
 * A policy's page in one statement (a round trip each was most of its cost): the columns it shows — the body's opening
 * only, as a list reads it, not the whole text nor the search columns — with its attachments, readings, notices and
 * projects as JSON arrays, and whether the user (none: NULL) favourited it.
 */
const DETAIL_SQL = `${PREPARED} SELECT ${OPENING_SUMMARY_COLUMNS}, p.written_date, p.effective_date, p.repeal_date, p.content,
    ${attachmentRowsSql('policy', 'p.id')} AS attachments,
    ${linkedItemsSql('interpretations l WHERE l.policy_id = p.id', 'l.publish_date DESC, l.id DESC')} AS interpretations,
    ${linkedItemsSql('notices l WHERE l.policy_id = p.id', 'l.publish_date DESC, l.id DESC')} AS notices,
    ${linkedItemsSql('declaration_projects l WHERE l.policy_id = p.id', 'l.create_time DESC, l.id DESC', 'l.project_name')} AS projects,
    EXISTS (SELECT 1 FROM policy_favorites f WHERE f.user_id = @userId AND f.policy_id = p.id) AS favorite
  FROM policies p WHERE p.id = @id`;

export async function findPolicy(db: Db, id: number, userId: number | null): Promise<PortalSchemas['PolicyDetail'] | undefined> {
  const row = await db.get<DetailRow>(DETAIL_SQL, { id, userId });
  if (!row) return undefined;
  return {
    ...(await toOpeningSummary(db, row)),
    writtenDate: row.written_date,
    effectiveDate: row.effective_date,
    repealDate: row.repeal_date,
    content: JSON.parse(row.content) as string[],
    attachments: await attachmentsOf(db, 'policy', row.attachments),
    interpretations: row.interpretations,
    notices: row.notices,
    projects: row.projects,
    favorite: row.favorite === 1,
  };
}

export async function policyExists(db: Db, id: number): Promise<boolean> {
  return await db.get('SELECT 1 FROM policies WHERE id = ?', id) !== undefined;
}

export async function setFavorite(db: Db, userId: number, policyId: number, favorite: boolean, now: Date): Promise<void> {
  if (favorite) {
    await db.run('INSERT INTO policy_favorites (user_id, policy_id, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING', userId, policyId, now.toISOString());
  } else {
    await db.run('DELETE FROM policy_favorites WHERE user_id = ? AND policy_id = ?', userId, policyId);
  }
}

export async function listFavorites(db: Db, userId: number, pageNum: number, pageSize: number): Promise<Page<PortalSchemas['PolicySummary']>> {
  const { total } = (await db.get('SELECT COUNT(*) AS total FROM policy_favorites WHERE user_id = ?', userId)) as {
    total: number;
  };
  const rows = (await db.all(`SELECT ${SUMMARY_COLUMNS} FROM policy_favorites fav JOIN policies p ON p.id = fav.policy_id
       WHERE fav.user_id = ? ORDER BY fav.created_at DESC, p.id DESC LIMIT ? OFFSET ?`, userId, pageWindow(pageNum, pageSize).limit, pageWindow(pageNum, pageSize).offset)) as SummaryRow[];
  return { rows: rows.map((row) => toPolicySummary(row)), total, pageNum, pageSize };
}

export async function listDepartments(db: Db): Promise<string[]> {
  return (
    (await db.all('SELECT issuer, COUNT(*) AS total FROM policies GROUP BY issuer ORDER BY total DESC, issuer')) as {
      issuer: string;
    }[]
  ).map((row) => row.issuer);
}

export async function countPoliciesInForce(db: Db): Promise<number> {
  return ((await db.get(`SELECT COALESCE(SUM(policies), 0) AS total FROM policy_counts WHERE validity = 'valid'`)) as { total: number }).total;
}

export type NewPolicy = {
  title: string;
  docNo: string;
  issuer: string;
  level: PortalSchemas['PolicyLevel'];
  regionCode: string;
  provinceCode: string | null;
  cityCode: string | null;
  regionName: string;
  category: string;
  industries: string[];
  validity: PortalSchemas['Validity'];
  writtenDate: string;
  publishDate: string;
  effectiveDate: string;
  repealDate: string | null;
  content: string[];
  viewCount: number;
  supportAmount: number | null;
  patentSubsidies: PatentSubsidies | null;
  ruleSet: unknown;
  createdAt: string;
  attachments: NewAttachment[];
  /** The policy desk's record this policy is published from; without it the policy gets a record of its own. */
  deskId?: number;
};

/** Who wrote a policy that did not come through the desk (the seed's documents), as its desk record says. */
export const INITIAL_DATA_AUTHOR = '平台初始数据';

/**
 * The policy, its attachments, its full-text entry (its search vector, searchable at once on every instance) and its desk record, so the operator
 * can revise or repeal every policy the portal shows.
 */
export async function insertPolicy(db: Db, policy: NewPolicy): Promise<number> {
  const body = policy.content.join('\n');
  const result = await db.run(`INSERT INTO policies (title, doc_no, issuer, level, region_code, province_code, city_code, region_name, category,
         industries, validity, written_date, publish_date, effective_date, repeal_date, content, body, view_count,
         support_amount, patent_subsidies, rule_set, created_at)
       VALUES (@title, @docNo, @issuer, @level, @regionCode, @provinceCode, @cityCode, @regionName, @category,
         @industries, @validity, @writtenDate, @publishDate, @effectiveDate, @repealDate, @content, @body, @viewCount,
         @supportAmount, @patentSubsidies, @ruleSet, @createdAt) RETURNING id`, {
      title: policy.title,
      docNo: policy.docNo,
      issuer: policy.issuer,
      level: policy.level,
      regionCode: policy.regionCode,
      provinceCode: policy.provinceCode,
      cityCode: policy.cityCode,
      regionName: policy.regionName,
      category: policy.category,
      industries: JSON.stringify(policy.industries),
      validity: policy.validity,
      writtenDate: policy.writtenDate,
      publishDate: policy.publishDate,
      effectiveDate: policy.effectiveDate,
      repealDate: policy.repealDate,
      content: JSON.stringify(policy.content),
      body,
      viewCount: policy.viewCount,
      supportAmount: policy.supportAmount,
      patentSubsidies: policy.patentSubsidies ? JSON.stringify(policy.patentSubsidies) : null,
      ruleSet: policy.ruleSet === null || policy.ruleSet === undefined ? null : JSON.stringify(policy.ruleSet),
      createdAt: policy.createdAt,
    });
  const id = Number(result.lastInsertRowid);
  await indexPolicy(db, id);
  await insertAttachments(db, 'policy', id, policy.attachments);
  if (policy.deskId === undefined) {
    await db.run('INSERT INTO policy_desk (policy_id, doc_no_key, created_at, updated_at, updated_by) VALUES (?, ?, ?, ?, ?)', id, docNoKey(policy.docNo), policy.createdAt, policy.createdAt, INITIAL_DATA_AUTHOR);
  } else {
    await db.run('UPDATE policy_desk SET policy_id = ?, doc_no_key = ? WHERE id = ?', id, docNoKey(policy.docNo), policy.deskId);
  }
  return id;
}

/** Summaries of the policies matching a trusted WHERE clause (built from whitelisted parts and bound parameters). */
export async function selectPolicySummaries(
  db: Db,
  where: string,
  params: Record<string, string | number>,
  order: string,
  limit: number,
): Promise<PortalSchemas['PolicySummary'][]> {
  return (
    (await db.all(`SELECT ${SUMMARY_COLUMNS} FROM policies p WHERE ${where} ORDER BY ${order} LIMIT ${Math.trunc(limit)}`, params)) as SummaryRow[]
  ).map((row) => toPolicySummary(row));
}

export type PolicyText = { docNo: string; content: string[]; writtenDate: string; effectiveDate: string };

/** The generated 政策原文.pdf follows the text: its document gets the new paragraphs and is rendered again on next need. */
async function refreshOriginalText(db: Db, id: number, content: string[]): Promise<void> {
  const original = (await db.get(`SELECT id, document FROM policy_attachments WHERE policy_id = ? AND name = '政策原文.pdf' AND document IS NOT NULL`, id)) as { id: number; document: string } | undefined;
  if (original) {
    const document = { ...(JSON.parse(original.document) as object), paragraphs: content };
    await db.run(`UPDATE policy_attachments SET document = ?, body = ''::bytea, size = 0 WHERE id = ?`, JSON.stringify(document), original.id);
  }
}

/**
 * Replaces a policy's 文号 and text (the full-text entry, its desk record's 文号 and a pending 政策原文.pdf
 * follow), for documents whose real wording the seed carries instead of the generated one.
 */
export async function replacePolicyText(db: Db, id: number, text: PolicyText): Promise<void> {
  const body = text.content.join('\n');
  await db.run('UPDATE policies SET doc_no = ?, content = ?, body = ?, written_date = ?, effective_date = ? WHERE id = ?', text.docNo, JSON.stringify(text.content), body, text.writtenDate, text.effectiveDate, id);
  await indexPolicy(db, id);
  await db.run('UPDATE policy_desk SET doc_no_key = ? WHERE policy_id = ?', docNoKey(text.docNo), id);
  await refreshOriginalText(db, id, text.content);
}

/** What a revision published from the desk replaces in a policy: everything but its id, views and history. */
export type PolicyRevisionText = Pick<
  NewPolicy,
  | 'title'
  | 'docNo'
  | 'issuer'
  | 'level'
  | 'regionCode'
  | 'provinceCode'
  | 'cityCode'
  | 'regionName'
  | 'category'
  | 'industries'
  | 'writtenDate'
  | 'publishDate'
  | 'effectiveDate'
  | 'content'
  | 'supportAmount'
>;

/** A published revision in place: same id (so favourites, links and applications stay), new text searchable at once. */
export async function revisePublishedPolicy(db: Db, id: number, policy: PolicyRevisionText): Promise<void> {
  const body = policy.content.join('\n');
  await db.run(`UPDATE policies SET title = @title, doc_no = @docNo, issuer = @issuer, level = @level, region_code = @regionCode,
       province_code = @provinceCode, city_code = @cityCode, region_name = @regionName, category = @category,
       industries = @industries, written_date = @writtenDate, publish_date = @publishDate, effective_date = @effectiveDate,
       content = @content, body = @body, support_amount = @supportAmount
     WHERE id = @id`, { ...policy, id, industries: JSON.stringify(policy.industries), content: JSON.stringify(policy.content), body });
  await indexPolicy(db, id);
  await db.run('UPDATE policy_desk SET doc_no_key = ? WHERE policy_id = ?', docNoKey(policy.docNo), id);
  await refreshOriginalText(db, id, policy.content);
}

/** 废止: the portal shows the policy as 已废止 from `repealDate`, and matching no longer offers it. */
export async function repealPublishedPolicy(db: Db, id: number, repealDate: string): Promise<void> {
  await db.run(`UPDATE policies SET validity = 'repealed', repeal_date = ? WHERE id = ?`, repealDate, id);
}
