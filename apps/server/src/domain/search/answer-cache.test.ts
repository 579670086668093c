import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/database';
import { openTestDatabase } from '../../testing/test-database';
import { TEST_START } from '../../testing/test-hosts';
import { syncSearchIndex } from '../global-search/search-index';
import { answerKey, CHANGED_TABLES, createAnswerCache, readTableChanges, sharedRead, versionOf } from './answer-cache';
import type { ChangedTable } from './answer-cache';

let db: Db;

beforeAll(async () => {
  db = await openTestDatabase(TEST_START);
  await syncSearchIndex(db);
});

afterAll(async () => {
  await db.close();
});

/** A computation that counts its runs and answers with the run's number. */
function counted(): { runs: () => number; compute: () => Promise<number> } {
  let runs = 0;
  return {
    runs: () => runs,
    compute: async () => {
      runs += 1;
      const run = runs;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return run;
    },
  };
}

/** What the tests' answers say they read. */
const READS: readonly ChangedTable[] = ['policies'];

/**
 * A stand-in for the change counters whose reads the test lets answer one by one. A read sees the value the
 * counter had when the read started (PostgreSQL ran it at once; the answer was still on its way back), the worst
 * case for a request that joins a read started before a write it must see.
 */
function heldSequence() {
  let value = 1;
  const reads: { seen: string; release: () => void }[] = [];
  return {
    write: () => {
      value += 1;
    },
    reads: () => reads.length,
    /** Lets the read of that number (1-based) answer, and waits for what its callers do with it. */
    release: async (read: number) => {
      reads[read - 1]!.release();
      await new Promise((resolve) => setTimeout(resolve, 20));
    },
    readVersions: () =>
      new Promise<{ policies: string }>((resolve) => {
        const seen = String(value);
        reads.push({ seen, release: () => resolve({ policies: seen }) });
      }),
  };
}

/** Lets pending promise callbacks run (a request's steps between two awaits). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('one read of the change counters per round trip, never an earlier one (ADR 118)', () => {
  it('answers a request that arrived after a write from a read started after it, not from the read under way', async () => {
    const sequence = heldSequence();
    const cache = createAnswerCache(db, { readVersions: sequence.readVersions });
    const { runs, compute } = counted();
    // The key's first asking reads nothing (ADR 139); its second is kept.
    expect(await cache.answer('k', READS, compute)).toBe(1);
    expect(sequence.reads()).toBe(0);
    const first = cache.answer('k', READS, compute);
    await sequence.release(1);
    expect(await first).toBe(2);
    // A arrives: read 2 starts and sees the sequence as it is.
    const a = cache.answer('k', READS, compute);
    await settle();
    expect(sequence.reads()).toBe(2);
    // A write commits while read 2 is on its way back, then B arrives: read 2 cannot have seen the write.
    sequence.write();
    const b = cache.answer('k', READS, compute);
    await settle();
    await sequence.release(2);
    expect(await a).toBe(2);
    // B waits for a read of its own, started once read 2 was over: it sees the write and computes.
    expect(sequence.reads()).toBe(3);
    await sequence.release(3);
    expect(await b).toBe(3);
    expect(runs()).toBe(3);
  });

  it('shares one read among every request that arrived while the previous read was under way', async () => {
    const sequence = heldSequence();
    const cache = createAnswerCache(db, { readVersions: sequence.readVersions });
    const { runs, compute } = counted();
    // The key's first asking, alone and without a read (ADR 139).
    expect(await cache.answer('k', READS, compute)).toBe(1);
    const first = cache.answer('k', READS, compute);
    await settle();
    // Ten requests arrive while read 1 is under way: they wait for one read, the next.
    const waiting = Array.from({ length: 10 }, () => cache.answer('k', READS, compute));
    await settle();
    expect(sequence.reads()).toBe(1);
    await sequence.release(1);
    expect(sequence.reads()).toBe(2);
    // One more arrives while read 2 is under way: it is not read 2's, it waits for read 3.
    const late = cache.answer('k', READS, compute);
    await settle();
    await sequence.release(2);
    expect(await first).toBe(2);
    expect(await Promise.all(waiting)).toEqual(Array.from({ length: 10 }, () => 2));
    expect(sequence.reads()).toBe(3);
    await sequence.release(3);
    expect(await late).toBe(2);
    expect(runs()).toBe(2);
    // Nothing under way: the next request starts its own read at once.
    const alone = cache.answer('k', READS, compute);
    await settle();
    expect(sequence.reads()).toBe(4);
    await sequence.release(4);
    expect(await alone).toBe(2);
  });

  it('gives a failed read to the callers that shared it only, and reads again for the next', async () => {
    let calls = 0;
    const read = sharedRead(async () => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (calls === 1) throw new Error('connection lost');
      return calls;
    });
    const failed = [read(), read()];
    await expect(failed[0]).rejects.toThrow('connection lost');
    await expect(failed[1]).resolves.toBe(2);
    expect(await read()).toBe(3);
  });
});

describe('the searches’ answers kept while nothing searched has changed', () => {
  it('computes a key’s first asking in its age for its caller alone, without reading the counters; keeps it from the next (ADR 139)', async () => {
    let reads = 0;
    const cache = createAnswerCache(db, {
      readVersions: async () => {
        reads += 1;
        return await readTableChanges(db);
      },
    });
    const { runs, compute } = counted();
    const first = await cache.answer('k', READS, async () => ({ run: await compute() }));
    expect(first).toEqual({ run: 1 });
    expect([reads, cache.size(), cache.kept(first)]).toEqual([0, 0, false]);
    // Asked again within the age: computed (nothing was kept), kept, and shared by the askers meanwhile.
    const again = await Promise.all([1, 2, 3].map(() => cache.answer('k', READS, async () => ({ run: await compute() }))));
    expect(again.map((value) => value.run)).toEqual([2, 2, 2]);
    expect(again[1]).toBe(again[0]);
    expect([cache.size(), cache.kept(again[0])]).toEqual([1, true]);
    expect(reads).toBeGreaterThan(0);
    expect(await cache.answer('k', READS, async () => ({ run: await compute() }))).toBe(again[0]);
    expect(runs()).toBe(2);
    expect(await cache.answer('other', READS, compute)).toBe(3);
    expect(cache.kept(3)).toBe(true);
  });

  it('gives a kept answer again, and concurrent askers of a key asked before share one computation', async () => {
    const cache = createAnswerCache(db);
    const { runs, compute } = counted();
    expect(await cache.answer('k', READS, compute)).toBe(1);
    expect(await Promise.all([cache.answer('k', READS, compute), cache.answer('k', READS, compute), cache.answer('k', READS, compute)])).toEqual([2, 2, 2]);
    expect(await cache.answer('k', READS, compute)).toBe(2);
    expect(runs()).toBe(2);
  });

  it('computes a key asked by concurrent first askers twice at most: the first alone, the others sharing one', async () => {
    const cache = createAnswerCache(db);
    const { runs, compute } = counted();
    expect(await Promise.all(Array.from({ length: 5 }, () => cache.answer('k', READS, compute)))).toEqual([1, 2, 2, 2, 2]);
    expect(runs()).toBe(2);
  });

  it('computes again after a write to a table the answer reads, on any connection; not after one to another table, nor a view counted', async () => {
    // Kept a minute: only a counter refuses an answer here.
    const cache = createAnswerCache(db, { maxAgeMs: 60_000 });
    const lists = counted();
    const search = counted();
    const list = () => cache.answer('list', ['policies'], lists.compute);
    const global = () => cache.answer('search', ['search_documents', 'search_index_queue'], search.compute);
    // Each asked twice: the second asking is kept.
    expect([await list(), await global(), await list(), await global()]).toEqual([1, 1, 2, 2]);
    await db.run('UPDATE policies SET view_count = view_count + 1 WHERE id = 1');
    expect([await list(), await global()]).toEqual([2, 2]);
    // A policy's title: the list reads it; 全站搜索 sees it through the item its write queued (indexed first).
    await db.run("UPDATE policies SET title = title || '' WHERE id = 1");
    expect([await list(), await global()]).toEqual([3, 3]);
    // A source of 全站搜索 the list does not read queues its item: only the search computes again.
    await db.run("UPDATE news SET title = title || '' WHERE id = (SELECT MIN(id) FROM news)");
    expect([await list(), await global()]).toEqual([3, 4]);
    // The background's batch into the index: the list is left alone.
    await syncSearchIndex(db);
    expect([await list(), await global()]).toEqual([3, 5]);
    expect([await list(), await global()]).toEqual([3, 5]);
    expect([lists.runs(), search.runs()]).toEqual([3, 5]);
  });

  it('takes the next value for a write made inside a transaction, so a new cache computes', async () => {
    const cache = createAnswerCache(db);
    const before = (await readTableChanges(db)).policies;
    await db.transaction(async () => {
      await db.run("UPDATE policies SET issuer = issuer || '' WHERE id = 2");
    });
    expect((await readTableChanges(db)).policies).not.toBe(before);
    const { compute } = counted();
    expect(await cache.answer('k', READS, compute)).toBe(1);
  });

  it('keeps an answer at most its age, and the most recently given answers only', async () => {
    let clock = 0;
    const cache = createAnswerCache(db, { clock: () => clock, maxAgeMs: 1_000, maxEntries: 2 });
    const { runs, compute } = counted();
    // The first asking alone (1), then kept (2).
    expect([await cache.answer('a', READS, compute), await cache.answer('a', READS, compute)]).toEqual([1, 2]);
    clock = 999;
    expect(await cache.answer('a', READS, compute)).toBe(2);
    // Past its age: computed again, and kept (asked a moment ago).
    clock = 1_000;
    expect(await cache.answer('a', READS, compute)).toBe(3);
    expect([await cache.answer('b', READS, compute), await cache.answer('b', READS, compute)]).toEqual([4, 5]);
    expect(await cache.answer('a', READS, compute)).toBe(3);
    expect([await cache.answer('c', READS, compute), await cache.answer('c', READS, compute)]).toEqual([6, 7]);
    // 'b' was the least recently given of three: gone; 'a' and 'c' kept.
    expect(cache.size()).toBe(2);
    expect([await cache.answer('a', READS, compute), await cache.answer('c', READS, compute)]).toEqual([3, 7]);
    expect(runs()).toBe(7);
    // 'b' is also the least recently asked of the last two keys: asked as if for the first time, computed alone.
    expect(await cache.answer('b', READS, compute)).toBe(8);
    expect(cache.size()).toBe(2);
  });

  it('takes a key asked once a while as a first asking each time: never kept, its answer always computed', async () => {
    let clock = 0;
    const cache = createAnswerCache(db, { clock: () => clock, maxAgeMs: 1_000 });
    const { runs, compute } = counted();
    for (const at of [0, 1_000, 2_500, 3_500]) {
      clock = at;
      await cache.answer('a', READS, compute);
      expect(cache.size()).toBe(0);
    }
    expect(runs()).toBe(4);
  });

  it('lets an answer past its age go when the next one is kept, not when 2,000 newer ones push it out', async () => {
    let clock = 0;
    const cache = createAnswerCache(db, { clock: () => clock, maxAgeMs: 1_000 });
    const { runs, compute } = counted();
    const twice = async (key: string) => {
      await cache.answer(key, READS, compute);
      return await cache.answer(key, READS, compute);
    };
    await twice('a');
    await twice('b');
    clock = 600;
    await twice('c');
    expect(cache.size()).toBe(3);
    // 'a' and 'b' are past their age (never given again); 'c' is not.
    clock = 1_200;
    await twice('d');
    expect(cache.size()).toBe(2);
    expect(await cache.answer('c', READS, compute)).toBe(6);
    expect(runs()).toBe(8);
    // The answer being computed for a second asking stays, so concurrent callers share it.
    let release!: (value: number) => void;
    const slow = () => new Promise<number>((resolve) => (release = resolve));
    await cache.answer('x', READS, compute);
    const second = cache.answer('x', READS, slow);
    await vi.waitFor(() => expect(cache.size()).toBe(3));
    const third = cache.answer('x', READS, compute);
    release(7);
    expect([await second, await third]).toEqual([7, 7]);
  });

  it('does not keep a failure', async () => {
    const cache = createAnswerCache(db);
    let calls = 0;
    const failing = async () => {
      calls += 1;
      if (calls === 1) throw new Error('区域不存在');
      return 'ok';
    };
    // A second asking's failure (the first asking is computed alone, never kept).
    expect(await cache.answer('k', READS, async () => 'first')).toBe('first');
    await expect(cache.answer('k', READS, failing)).rejects.toThrow('区域不存在');
    expect(await cache.answer('k', READS, failing)).toBe('ok');
    expect(cache.size()).toBe(1);
  });

  it('keys a query the same whatever order its parameters came in, leaving out the ones not given', () => {
    expect(answerKey('policyList', { keyword: '高企', pageNum: 1, level: undefined })).toBe(answerKey('policyList', { pageNum: 1, keyword: '高企' }));
    expect(answerKey('policyList', { keyword: '高企' })).not.toBe(answerKey('globalSearch', { keyword: '高企' }));
    expect(answerKey('policyList', { keyword: '高企', pageNum: 1 })).not.toBe(answerKey('policyList', { keyword: '高企', pageNum: 2 }));
  });
});

describe('a change counter per table (migration 0032, ADR 126)', () => {
  /** The counters a statement moved. */
  const moved = async (sql: string): Promise<ChangedTable[]> => {
    const before = await readTableChanges(db);
    await db.run(sql);
    const after = await readTableChanges(db);
    return CHANGED_TABLES.filter((table) => after[table] !== before[table]);
  };

  it('has a counter for every table an answer may name, read in one statement', async () => {
    expect(Object.keys(await readTableChanges(db)).sort()).toEqual([...CHANGED_TABLES].sort());
  });

  it('moves a table’s own counter on a write to it, whether or not it changed a row, and no other', async () => {
    expect(await moved('UPDATE policies SET support_amount = support_amount WHERE id = 1')).toEqual(['policies']);
    expect(await moved('UPDATE policy_counts SET policies = policies WHERE false')).toEqual(['policy_counts']);
    expect(await moved('UPDATE notices SET start_time = start_time WHERE id = (SELECT MIN(id) FROM notices)')).toEqual(['notices']);
    expect(await moved("UPDATE regions SET sort = sort WHERE code = '330100'")).toEqual(['regions']);
    expect(await moved('UPDATE dict_data SET dict_sort = dict_sort WHERE dict_code = (SELECT MIN(dict_code) FROM dict_data)')).toEqual(['dict_data']);
    expect(await moved("UPDATE search_documents SET title = title WHERE area = 'news' AND source_id = (SELECT MIN(source_id) FROM search_documents WHERE area = 'news')")).toEqual(['search_documents']);
    expect(await moved('DELETE FROM search_index_queue WHERE false')).toEqual(['search_index_queue']);
    // Writes that reach other tables through their triggers move those tables' counters too.
    expect(await moved("UPDATE policies SET title = title WHERE id = 1")).toEqual(['policies', 'search_index_queue']);
    expect(await moved("UPDATE policies SET level = CASE WHEN level = 'national' THEN 'provincial' ELSE 'national' END WHERE id = 1")).toEqual(['policies', 'policy_counts']);
    expect(await moved("UPDATE news SET title = title WHERE id = (SELECT MIN(id) FROM news)")).toEqual(['search_index_queue', 'news']);
    expect(await moved('UPDATE news SET featured = featured WHERE id = (SELECT MIN(id) FROM news)')).toEqual(['news']);
    expect(await moved('UPDATE activities SET seats_taken = seats_taken WHERE id = (SELECT MIN(id) FROM activities)')).toEqual(['activities']);
    expect(await moved('DELETE FROM gov_service_favorites WHERE false')).toEqual(['gov_service_favorites']);
    expect(await moved('UPDATE policies SET view_count = view_count + 1 WHERE id = 1')).toEqual([]);
    expect(await moved('UPDATE notices SET view_count = view_count + 1 WHERE id = (SELECT MIN(id) FROM notices)')).toEqual([]);
  });

  // The tables whose rows count views (ADR 112): every column but that one.
  it.each(['policies', 'notices', 'interpretations', 'announcements', 'declaration_projects', 'news'] as const)('moves %s’s counter on a write to any of its columns but the view count', async (table) => {
    const columns = await db.all<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ? AND is_generated = 'NEVER' ORDER BY ordinal_position`,
      table,
    );
    expect(columns.map((column) => column.column_name)).toEqual(expect.arrayContaining(['id', 'view_count']));
    expect(columns.length).toBeGreaterThan(8);
    const id = (await db.get<{ id: number }>(`SELECT MIN(id) AS id FROM ${table}`))!.id;
    const missing: string[] = [];
    for (const { column_name: column } of columns) {
      if (column === 'view_count') continue;
      if (!(await moved(`UPDATE ${table} SET ${column} = ${column} WHERE id = ${Number(id)}`)).includes(table)) missing.push(column);
    }
    expect(missing).toEqual([]);
    expect(await moved(`UPDATE ${table} SET view_count = view_count WHERE id = ${Number(id)}`)).toEqual([]);
  });

  it('matches an answer only on the counters of the tables it reads, never on a table without one', () => {
    const versions = { policies: '7', notices: '3', regions: '1-' };
    expect(versionOf(versions, ['policies', 'regions'])).toBe('7 1-');
    expect(versionOf({ ...versions, notices: '4' }, ['policies', 'regions'])).toBe('7 1-');
    expect(versionOf({ ...versions, regions: '1' }, ['policies', 'regions'])).not.toBe('7 1-');
    expect(versionOf(versions, ['policies', 'dict_data'])).toBeUndefined();
  });
});
