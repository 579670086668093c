import { chinaToday } from '@smes/eligibility';
import type { PortalSchemas } from '@smes/contract-types';
import type { Db } from '../../db/database';
import { idsFilter } from '../../shared/sql';
import { courseSearchDocuments } from '../course-search-documents';
import { talentSearchDocuments } from '../talent-search-documents';

export type SearchAreaCode = PortalSchemas['SearchArea'];

/**
 * One searchable item of an area, as the area hands it to the index: `text` is what a reader reads (the snippet is
 * cut from it), `meta` the item's labels a user may also search by (region, category, issuer), never shown as a
 * snippet; `date` is `YYYY-MM-DD`, or '' for items without one (政务服务 guides).
 */
export type SearchDocument = { id: string; title: string; meta: string; text: string; date: string };

/**
 * One area of the global search: its items, all of them or those of `ids` (what the write triggers queued). An area
 * is one entry here: a SELECT through `source`, or its own `<area>SearchDocuments` as 找培训 and 找人才 have. The
 * triggers that queue an area's writes are in the migration (0019_global_search_documents.sql): a column added to
 * a SELECT here is added to its table's `UPDATE OF` list there. The link of a hit is the portal's (area, id) →
 * paths mapping, not the server's.
 */
export type SearchSource = {
  area: SearchAreaCode;
  documents: (db: Db, ids?: readonly number[]) => Promise<SearchDocument[]>;
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

function joined(values: readonly (string | number | null | undefined)[]): string {
  return values.map(plain).filter((part) => part !== '').join('\n');
}

/**
 * Documents of one SELECT (`{ids}` marks where the queued-items condition goes): `id`, `title`, `date`, the
 * `metaColumns` as the metadata and every other column joined as the text.
 */
function source(area: SearchAreaCode, sql: string, metaColumns: readonly string[], idColumn = 'id'): SearchSource {
  return {
    area,
    documents: async (db, ids) => {
      const filter = idsFilter(idColumn, ids);
      const rows = await db.all<Row>(`${sql.replace('{ids}', filter.sql)} ORDER BY 1`, ...filter.params);
      return rows.map(({ id, title, date, ...fields }) => ({
        id: String(id),
        title: String(title),
        date: day(date ?? null),
        meta: joined(metaColumns.map((column) => fields[column])),
        text: joined(Object.entries(fields).filter(([column]) => !metaColumns.includes(column)).map(([, value]) => value)),
      }));
    },
  };
}

/** Every searched area, in the order the results show them. */
export const SEARCH_SOURCES: readonly SearchSource[] = [
  source('policy', 'SELECT id, title, publish_date AS date, doc_no, issuer, region_name, category, body FROM policies WHERE {ids}', ['doc_no', 'issuer', 'region_name', 'category']),
  source(
    'notice',
    'SELECT id, title, publish_date AS date, issuer, region_name, category, keywords, support_text, support, conditions FROM notices WHERE {ids}',
    ['issuer', 'region_name', 'category', 'keywords'],
  ),
  source(
    'project',
    'SELECT id, project_name AS title, create_time AS date, dept_name, region_name, category, tags, support_desc, summary, conditions FROM declaration_projects WHERE {ids}',
    ['dept_name', 'region_name', 'category', 'tags'],
  ),
  source('interpretation', 'SELECT id, title, publish_date AS date, issuer, summary, key_points, content FROM interpretations WHERE {ids}', ['issuer']),
  source('announcement', 'SELECT id, title, publish_date AS date, issuer, content, entries FROM announcements WHERE {ids}', ['issuer']),
  source(
    'institution',
    `SELECT id, name AS title, reviewed_at AS date, service_categories, region_name, intro, description, qualifications
     FROM institutions WHERE status = 'approved' AND {ids}`,
    ['service_categories', 'region_name'],
  ),
  source(
    'product',
    `SELECT p.id, p.name AS title, p.updated_at AS date, p.category, p.needs, p.summary, p.description, p.deliverables, i.name AS institution
     FROM service_products p JOIN institutions i ON i.id = p.institution_id
     WHERE p.status = 'on_shelf' AND i.status = 'approved' AND {ids}`,
    ['category', 'institution'],
    'p.id',
  ),
  source(
    'fund',
    'SELECT id, name AS title, publish_date AS date, provider, region_name, tags, summary, description, eligibility FROM fund_products WHERE {ids}',
    ['provider', 'region_name', 'tags'],
  ),
  { area: 'course', documents: courseSearchDocuments },
  source(
    'activity',
    'SELECT id, title, start_time AS date, organizer, region_name, place, intro, audience FROM activities WHERE {ids}',
    ['organizer', 'region_name', 'place'],
  ),
  // Only public columns: a hit never carries a person's name, phone or email.
  { area: 'talent', documents: talentSearchDocuments },
  source('govService', 'SELECT id, name AS title, NULL AS date, department, region_name, search_text FROM gov_services WHERE {ids}', ['department', 'region_name']),
  source('news', 'SELECT id, title, publish_date AS date, summary, source, region_name, content FROM news WHERE {ids}', ['source', 'region_name']),
];

/** The areas in the order the results show them. */
export const SEARCH_AREAS: readonly SearchAreaCode[] = SEARCH_SOURCES.map((item) => item.area);
