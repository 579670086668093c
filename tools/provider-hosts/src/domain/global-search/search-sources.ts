import { chinaToday } from '@smes/eligibility';
import type { Db } from '../../db/database';
import { courseSearchDocuments } from '../course-search-documents';
import { talentSearchDocuments } from '../talent-search-documents';
import type { SearchAreaCode, SearchDocument } from './search-index';

/** A table whose writes make the index stale; `columns` limits updates to the ones the documents read. */
export type WatchedTable = { table: string; columns: readonly string[] };

/**
 * One area of the global search: where its documents come from and which writes change them. An area is
 * one entry here: a SELECT through `source`, or its own `<area>SearchDocuments` as 找培训 and 找人才 have.
 * The link of a hit is the portal's (area, id) → paths mapping, not the server's.
 */
export type SearchSource = {
  area: SearchAreaCode;
  watch: readonly WatchedTable[];
  documents: (db: Db) => Promise<SearchDocument[]>;
};

type Row = Record<string, string | number | null>;

/** Strings of a stored value: JSON arrays and objects (paragraphs, materials, tags) are read for their text. */
function plain(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  const first = text.trimStart()[0];
  if (first !== '[' && first !== '{') return text;
  try {
    return collectStrings(JSON.parse(text) as unknown).join(' ');
  } catch {
    return text;
  }
}

/**
 * Keys of stored objects that hold identifiers and enum codes, never words a reader typed or reads (a condition's
 * `id` c5 and `kind` hard/soft): searching them finds nothing anyone asked for, and a snippet cut from them shows
 * "…hard《…》第十二条 c5 …" to the reader.
 */
const MACHINE_KEYS: ReadonlySet<string> = new Set(['id', 'kind', 'type', 'key', 'code', 'field', 'operator', 'op', 'status', 'unit', 'level', 'metric']);

function collectStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(collectStrings);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => (MACHINE_KEYS.has(key) ? [] : collectStrings(item)));
  }
  return [];
}

/** The China calendar day of a stored date or instant (an instant's UTC day can be the day before). */
function day(value: string | number | null): string {
  if (typeof value !== 'string' || value === '') return '';
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : chinaToday(new Date(value));
}

/** Documents of one SELECT: `id`, `title`, `date` and every other column joined as the text. */
async function documentsOf(db: Db, sql: string): Promise<SearchDocument[]> {
  return ((await db.all(sql)) as Row[]).map(({ id, title, date, ...fields }) => ({
    id: String(id),
    title: String(title),
    date: day(date ?? null),
    text: Object.values(fields).map(plain).filter((part) => part !== '').join('\n'),
  }));
}

function source(area: SearchAreaCode, table: string, columns: readonly string[], sql: string, alsoWatch: readonly WatchedTable[] = []): SearchSource {
  return { area, watch: [{ table, columns }, ...alsoWatch], documents: async (db) => await documentsOf(db, sql) };
}

/** Every searched area, in the order the results show them. */
export const SEARCH_SOURCES: readonly SearchSource[] = [
  source(
    'policy',
    'policies',
    ['title', 'doc_no', 'issuer', 'region_name', 'category', 'content', 'body', 'publish_date'],
    'SELECT id, title, publish_date AS date, doc_no, issuer, region_name, category, content, body FROM policies',
  ),
  source(
    'notice',
    'notices',
    ['title', 'issuer', 'region_name', 'category', 'keywords', 'support_text', 'support', 'conditions', 'publish_date'],
    'SELECT id, title, publish_date AS date, issuer, region_name, category, keywords, support_text, support, conditions FROM notices',
  ),
  source(
    'project',
    'declaration_projects',
    ['project_name', 'dept_name', 'region_name', 'category', 'tags', 'support_desc', 'summary', 'conditions', 'create_time'],
    'SELECT id, project_name AS title, create_time AS date, dept_name, region_name, category, tags, support_desc, summary, conditions FROM declaration_projects',
  ),
  source(
    'interpretation',
    'interpretations',
    ['title', 'issuer', 'summary', 'key_points', 'content', 'publish_date'],
    'SELECT id, title, publish_date AS date, issuer, summary, key_points, content FROM interpretations',
  ),
  source(
    'announcement',
    'announcements',
    ['title', 'issuer', 'content', 'entries', 'publish_date'],
    'SELECT id, title, publish_date AS date, issuer, content, entries FROM announcements',
  ),
  source(
    'institution',
    'institutions',
    ['name', 'service_categories', 'region_name', 'intro', 'description', 'qualifications', 'status', 'reviewed_at'],
    `SELECT id, name AS title, reviewed_at AS date, service_categories, region_name, intro, description, qualifications
     FROM institutions WHERE status = 'approved'`,
  ),
  source(
    'product',
    'service_products',
    ['name', 'category', 'needs', 'summary', 'description', 'deliverables', 'status', 'updated_at'],
    `SELECT p.id, p.name AS title, p.updated_at AS date, p.category, p.needs, p.summary, p.description, p.deliverables, i.name AS institution
     FROM service_products p JOIN institutions i ON i.id = p.institution_id
     WHERE p.status = 'on_shelf' AND i.status = 'approved'`,
    [{ table: 'institutions', columns: ['name', 'status'] }],
  ),
  source(
    'fund',
    'fund_products',
    ['name', 'provider', 'region_name', 'tags', 'summary', 'description', 'eligibility', 'publish_date'],
    'SELECT id, name AS title, publish_date AS date, provider, region_name, tags, summary, description, eligibility FROM fund_products',
  ),
  {
    area: 'course',
    watch: [
      { table: 'courses', columns: ['title', 'category', 'summary', 'audience', 'lecturer_name', 'lecturer_title', 'lecturer_org', 'published_at'] },
      { table: 'course_chapters', columns: ['title', 'course_id', 'position'] },
    ],
    documents: courseSearchDocuments,
  },
  source(
    'activity',
    'activities',
    ['title', 'organizer', 'region_name', 'place', 'intro', 'audience', 'start_time'],
    'SELECT id, title, start_time AS date, organizer, region_name, place, intro, audience FROM activities',
  ),
  {
    area: 'talent',
    // Only public columns: a hit never carries a person's name, phone or email.
    watch: [{ table: 'talents', columns: ['display_name', 'title', 'skills', 'region_name', 'intro', 'service_scope', 'updated_date'] }],
    documents: talentSearchDocuments,
  },
  source(
    'govService',
    'gov_services',
    ['name', 'search_text', 'region_name', 'department'],
    'SELECT id, name AS title, NULL AS date, department, region_name, search_text FROM gov_services',
  ),
  source(
    'news',
    'news',
    ['title', 'summary', 'content', 'source', 'region_name', 'publish_date'],
    'SELECT id, title, publish_date AS date, summary, source, region_name, content FROM news',
  ),
];
