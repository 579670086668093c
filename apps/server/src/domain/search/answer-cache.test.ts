import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database';
import { openTestDatabase } from '../../testing/test-database';
import { TEST_START } from '../../testing/test-hosts';
import { syncSearchIndex } from '../global-search/search-index';
import { answerKey, createAnswerCache, searchChangesVersion, sharedRead } from './answer-cache';

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
      await new Promise((resolve) => setTimeout(resolve, 5));
      return runs;
    },
  };
}

/**
 * A stand-in for the `search_changes` sequence whose reads the test lets answer one by one. A read sees the value the
 * sequence had when the read started (PostgreSQL ran it at once; the answer was still on its way back), the worst
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
    readVersion: () =>
      new Promise<string>((resolve) => {
        const seen = String(value);
        reads.push({ seen, release: () => resolve(seen) });
      }),
  };
}

/** Lets pending promise callbacks run (a request's steps between two awaits). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('one read of search_changes per round trip, never an earlier one (ADR 118)', () => {
  it('answers a request that arrived after a write from a read started after it, not from the read under way', async () => {
    const sequence = heldSequence();
    const cache = createAnswerCache(db, { readVersion: sequence.readVersion });
    const { runs, compute } = counted();
    const first = cache.answer('k', compute);
    await sequence.release(1);
    expect(await first).toBe(1);
    // A arrives: read 2 starts and sees the sequence as it is.
    const a = cache.answer('k', compute);
    await settle();
    expect(sequence.reads()).toBe(2);
    // A write commits while read 2 is on its way back, then B arrives: read 2 cannot have seen the write.
    sequence.write();
    const b = cache.answer('k', compute);
    await settle();
    await sequence.release(2);
    expect(await a).toBe(1);
    // B waits for a read of its own, started once read 2 was over: it sees the write and computes.
    expect(sequence.reads()).toBe(3);
    await sequence.release(3);
    expect(await b).toBe(2);
    expect(runs()).toBe(2);
  });

  it('shares one read among every request that arrived while the previous read was under way', async () => {
    const sequence = heldSequence();
    const cache = createAnswerCache(db, { readVersion: sequence.readVersion });
    const { runs, compute } = counted();
    const first = cache.answer('k', compute);
    await settle();
    // Ten requests arrive while read 1 is under way: they wait for one read, the next.
    const waiting = Array.from({ length: 10 }, () => cache.answer('k', compute));
    await settle();
    expect(sequence.reads()).toBe(1);
    await sequence.release(1);
    expect(sequence.reads()).toBe(2);
    // One more arrives while read 2 is under way: it is not read 2's, it waits for read 3.
    const late = cache.answer('k', compute);
    await settle();
    await sequence.release(2);
    expect(await first).toBe(1);
    expect(await Promise.all(waiting)).toEqual(Array.from({ length: 10 }, () => 1));
    expect(sequence.reads()).toBe(3);
    await sequence.release(3);
    expect(await late).toBe(1);
    expect(runs()).toBe(1);
    // Nothing under way: the next request starts its own read at once.
    const alone = cache.answer('k', compute);
    await settle();
    expect(sequence.reads()).toBe(4);
    await sequence.release(4);
    expect(await alone).toBe(1);
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
  it('gives a kept answer again, and concurrent askers share one computation', async () => {
    const cache = createAnswerCache(db);
    const { runs, compute } = counted();
    expect(await Promise.all([cache.answer('k', compute), cache.answer('k', compute), cache.answer('k', compute)])).toEqual([1, 1, 1]);
    expect(await cache.answer('k', compute)).toBe(1);
    expect(runs()).toBe(1);
    expect(await cache.answer('other', compute)).toBe(2);
  });

  it('computes again after a write to a searched table on any connection, not after a view is counted', async () => {
    const cache = createAnswerCache(db);
    const { runs, compute } = counted();
    await cache.answer('k', compute);
    await db.run('UPDATE policies SET view_count = view_count + 1 WHERE id = 1');
    expect(await cache.answer('k', compute)).toBe(1);
    await db.run("UPDATE policies SET title = title || '' WHERE id = 1");
    expect(await cache.answer('k', compute)).toBe(2);
    // A source of 全站搜索 queues its item: the answer is computed again (and the search indexes it first).
    await db.run("UPDATE news SET title = title || '' WHERE id = (SELECT MIN(id) FROM news)");
    expect(await cache.answer('k', compute)).toBe(3);
    await syncSearchIndex(db);
    expect(await cache.answer('k', compute)).toBe(4);
    expect(await cache.answer('k', compute)).toBe(4);
    expect(runs()).toBe(4);
  });

  it('takes the next value for a write made inside a transaction, so a new cache computes', async () => {
    const cache = createAnswerCache(db);
    const before = await searchChangesVersion(db);
    await db.transaction(async () => {
      await db.run("UPDATE policies SET issuer = issuer || '' WHERE id = 2");
    });
    expect(await searchChangesVersion(db)).not.toBe(before);
    const { compute } = counted();
    expect(await cache.answer('k', compute)).toBe(1);
  });

  it('keeps an answer at most its age, and the most recently given answers only', async () => {
    let clock = 0;
    const cache = createAnswerCache(db, { clock: () => clock, maxAgeMs: 1_000, maxEntries: 2 });
    const { runs, compute } = counted();
    await cache.answer('a', compute);
    clock = 999;
    expect(await cache.answer('a', compute)).toBe(1);
    clock = 1_000;
    expect(await cache.answer('a', compute)).toBe(2);
    await cache.answer('b', compute);
    await cache.answer('a', compute);
    await cache.answer('c', compute);
    // 'b' was the least recently given of three: gone; 'a' and 'c' kept.
    expect(runs()).toBe(4);
    await cache.answer('a', compute);
    await cache.answer('c', compute);
    expect(runs()).toBe(4);
    await cache.answer('b', compute);
    expect(runs()).toBe(5);
  });

  it('does not keep a failure', async () => {
    const cache = createAnswerCache(db);
    let calls = 0;
    const failing = async () => {
      calls += 1;
      if (calls === 1) throw new Error('区域不存在');
      return 'ok';
    };
    await expect(cache.answer('k', failing)).rejects.toThrow('区域不存在');
    expect(await cache.answer('k', failing)).toBe('ok');
  });

  it('keys a query the same whatever order its parameters came in, leaving out the ones not given', () => {
    expect(answerKey('policyList', { keyword: '高企', pageNum: 1, level: undefined })).toBe(answerKey('policyList', { pageNum: 1, keyword: '高企' }));
    expect(answerKey('policyList', { keyword: '高企' })).not.toBe(answerKey('globalSearch', { keyword: '高企' }));
    expect(answerKey('policyList', { keyword: '高企', pageNum: 1 })).not.toBe(answerKey('policyList', { keyword: '高企', pageNum: 2 }));
  });
});
