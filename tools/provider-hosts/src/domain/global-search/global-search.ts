import type { PortalSchemas } from '@smes/contract-types';
import type { ValidQuery } from '../../contract/queries';
import type { Db } from '../../db/database';
import { GlobalSearchIndex } from './search-index';
import { SEARCH_SOURCES } from './search-sources';
import type { SearchSource, WatchedTable } from './search-sources';
import { mapInOrder } from '../../shared/in-order';

export type GlobalSearchQuery = ValidQuery<'globalSearch', 'pageNum' | 'pageSize'>;

/** Answers kept per index version: the same keyword typed by many visitors is answered once. */
const ANSWER_CACHE_SIZE = 500;

type Built = { version: number; index: GlobalSearchIndex; answers: Map<string, unknown> };

const built = new WeakMap<Db, Built>();
const watched = new WeakMap<Db, readonly SearchSource[]>();

function identifier(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a table or column name: ${name}`);
  return name;
}

/**
 * Triggers that count every write to the sources' tables (an update only when it touches a column the
 * documents read: a view count going up does not rebuild the index). Created once per database, from
 * the sources themselves, so an area added to the search needs no migration of its own.
 */
async function watchSources(db: Db, sources: readonly SearchSource[]): Promise<void> {
  if (watched.get(db) === sources) return;
  const tables = new Map<string, Set<string>>();
  for (const { table, columns } of sources.flatMap((item): readonly WatchedTable[] => item.watch)) {
    const set = tables.get(table) ?? new Set<string>();
    for (const column of columns) set.add(column);
    tables.set(table, set);
  }
  await db.transaction(async () => {
    // Two requests (a search and its suggest, or two instances) replacing the same function at once collide in the
    // catalogue (duplicate key on pg_proc): one at a time, for the rest of this transaction.
    await db.get("SELECT pg_advisory_xact_lock(hashtext('search_data_bump')) AS locked");
    await db.exec(`CREATE OR REPLACE FUNCTION search_data_bump() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN UPDATE search_data_version SET version = version + 1 WHERE id = 1; RETURN NULL; END $$`);
    for (const [table, columns] of tables) {
      const name = identifier(table);
      const of = [...columns].map(identifier).join(', ');
      await db.exec(`
        CREATE OR REPLACE TRIGGER search_stale_${name}_insert AFTER INSERT ON ${name} FOR EACH STATEMENT EXECUTE FUNCTION search_data_bump();
        CREATE OR REPLACE TRIGGER search_stale_${name}_delete AFTER DELETE ON ${name} FOR EACH STATEMENT EXECUTE FUNCTION search_data_bump();
        CREATE OR REPLACE TRIGGER search_stale_${name}_update AFTER UPDATE OF ${of} ON ${name} FOR EACH STATEMENT EXECUTE FUNCTION search_data_bump();
      `);
    }
  });
  watched.set(db, sources);
}

async function dataVersion(db: Db): Promise<number> {
  return ((await db.get('SELECT version FROM search_data_version WHERE id = 1')) as { version: number }).version;
}

/**
 * The index of the database's current data: built on first use and again after any write the triggers
 * counted, so a policy the operator publishes is found by the next search (ADR 44).
 */
export async function globalSearchIndex(db: Db, sources: readonly SearchSource[] = SEARCH_SOURCES): Promise<Built> {
  await watchSources(db, sources);
  const version = await dataVersion(db);
  const current = built.get(db);
  if (current && current.version === version) return current;
  const index = new GlobalSearchIndex(await mapInOrder(sources, async (item) => ({ area: item.area, documents: await item.documents(db) })));
  const fresh: Built = { version, index, answers: new Map() };
  built.set(db, fresh);
  return fresh;
}

function remember<T>(answers: Map<string, unknown>, key: string, compute: () => T): T {
  if (answers.has(key)) {
    const value = answers.get(key) as T;
    // Re-inserting moves the key to the end: the Map's order is the least recently used first.
    answers.delete(key);
    answers.set(key, value);
    return value;
  }
  const value = compute();
  answers.set(key, value);
  if (answers.size > ANSWER_CACHE_SIZE) answers.delete(answers.keys().next().value as string);
  return value;
}

export async function globalSearch(db: Db, query: GlobalSearchQuery): Promise<PortalSchemas['GlobalSearchResult']> {
  const { index, answers } = await globalSearchIndex(db);
  const key = JSON.stringify(['search', query.keyword, query.area ?? null, query.area ? query.pageNum : 1, query.area ? query.pageSize : 0]);
  return remember(answers, key, () => index.search(query.keyword, { area: query.area, pageNum: query.pageNum, pageSize: query.pageSize }));
}

export async function globalSearchSuggest(db: Db, keyword: string): Promise<PortalSchemas['GlobalSearchSuggestion'][]> {
  const { index, answers } = await globalSearchIndex(db);
  return remember(answers, JSON.stringify(['suggest', keyword]), () => index.suggest(keyword));
}
