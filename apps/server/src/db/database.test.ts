import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/test-database';
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
