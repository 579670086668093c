import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/test-database';
import { PREPARED } from './database';
import type { Db } from './database';
import { TEST_START } from '../testing/test-hosts';

describe('a transaction whose connection the database drops', () => {
  let db: Db;
  let other: Db;

  beforeEach(async () => {
    db = await openTestDatabase(TEST_START, { empty: true });
    other = await openTestDatabase(TEST_START, { empty: true });
  });

  afterEach(async () => {
    await db.close();
    await other.close();
  });

  // A restart, a failover or an operator ending the session while a request holds its connection between two queries
  // (hashing a password, reading a file): the connection emits 'error' with nobody listening, which took the whole
  // process down (seen when CI stopped the database under a running server). Now the request fails alone.
  it('fails that request and leaves the process and the pool serving the next one', async () => {
    const attempt = db.transaction(async () => {
      const { pid } = (await db.get<{ pid: number }>('SELECT pg_backend_pid() AS pid'))!;
      await other.get('SELECT pg_terminate_backend(?)', pid);
      // Wait between two queries, as a request does while it hashes or reads: the drop arrives now.
      await new Promise((done) => setTimeout(done, 300));
      await db.get('SELECT 1 AS one');
    });
    await expect(attempt).rejects.toThrow();
    expect(await db.get<{ one: number }>('SELECT 1 AS one')).toEqual({ one: 1 });
  });
});

describe('statements sent with their settings (withStatementSettings, ADR 135)', () => {
  let db: Db;
  const settings = "SET LOCAL transaction_isolation = 'read committed'; SET LOCAL enable_seqscan = off";

  beforeEach(async () => {
    db = await openTestDatabase(TEST_START, { empty: true });
  });

  afterEach(async () => {
    await db.close();
  });

  it('writes each value in as the literal it was: quotes, backslashes and placeholder-like text stay text, no statement is made of them', async () => {
    const values = ["O'Brien", 'a\\b', "x'); DROP TABLE seed_runs; --", '$1 ? @name :name', '企业\n研发', ''];
    for (const value of values) {
      const row = await db.withStatementSettings(settings, async () => await db.get<{ v: string; n: number; none: null }>('SELECT ? AS v, @n::int + 1 AS n, @none::text AS none', value, { n: 41, none: null }));
      expect(row).toEqual({ v: value, n: 42, none: null });
    }
    expect(await db.get('SELECT to_regclass(?) IS NOT NULL AS present', 'seed_runs')).toEqual({ present: 1 });
  });

  it('holds the settings for each statement and for nothing after it; a caller’s transaction keeps its own', async () => {
    const read = async () => await db.get<{ seqscan: string; isolation: string }>("SELECT current_setting('enable_seqscan') AS seqscan, current_setting('transaction_isolation') AS isolation");
    expect(await db.withStatementSettings(settings, read)).toEqual({ seqscan: 'off', isolation: 'read committed' });
    expect((await Promise.all([read(), read(), read()])).map((row) => row?.seqscan)).toEqual(['on', 'on', 'on']);
    expect(await db.withStatementSettings(settings, async () => await db.transaction(read))).toEqual({ seqscan: 'on', isolation: 'serializable' });
    // Background work started inside is not sent with them.
    expect(await db.withStatementSettings(settings, async () => await db.detached(read))).toMatchObject({ seqscan: 'on' });
  });

  it('sends the callback’s statements on one connection, as a transaction did: a search waits for the pool once', async () => {
    const pid = async () => (await db.get<{ pid: number }>('SELECT pg_backend_pid() AS pid'))?.pid;
    // Sent at once: on the pool they would take as many connections.
    const [first, second, third] = await db.withStatementSettings(settings, async () => await Promise.all([pid(), pid(), pid()]));
    expect(first).toBeDefined();
    expect([second, third]).toEqual([first, first]);
  });

  it('fails a statement alone, names it, and refuses values that are neither text nor numbers', async () => {
    await expect(db.withStatementSettings(settings, async () => await db.get('SELECT 1 / ? AS x', 0))).rejects.toThrow(/division by zero/);
    expect(await db.withStatementSettings(settings, async () => await db.get('SELECT 1 AS one'))).toEqual({ one: 1 });
    await expect(db.withStatementSettings(settings, async () => await db.get('SELECT ? AS b', Buffer.from('x')))).rejects.toThrow(/text or a number/);
  });
});

describe('a statement marked to keep its plan (PREPARED, ADR 138)', () => {
  let db: Db;

  beforeEach(async () => {
    db = await openTestDatabase(TEST_START, { empty: true });
  });

  afterEach(async () => {
    await db.close();
  });

  it('is prepared once on its connection under a name of its text, and answers as the same text unmarked', async () => {
    const sql = `${PREPARED} SELECT @word || '!' AS said, length(@word) AS n`;
    await db.transaction(async () => {
      for (const word of ['钠离子', "it's", '$1']) {
        expect(await db.get(sql, { word })).toEqual(await db.get(sql.replace(PREPARED, ''), { word }));
      }
      // One prepared statement on the transaction's connection for the three calls: its text, with the placeholders.
      const prepared = await db.all<{ name: string; statement: string }>('SELECT name, statement FROM pg_prepared_statements');
      expect(prepared).toHaveLength(1);
      expect(prepared[0]?.name).toMatch(/^prepared_[0-9a-f]{24}$/);
      expect(prepared[0]?.statement).toContain('$1');
    });
  });
});
