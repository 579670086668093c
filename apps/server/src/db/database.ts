import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import pg from 'pg';
import type { PoolClient, QueryResult } from 'pg';
import { bindValues, inlineValues, translateSql } from './sql-params';
import type { BindArg } from './sql-params';

export type { BindArg, SqlValue } from './sql-params';

export type RunResult = {
  /** Rows the statement inserted, updated or deleted. */
  changes: number;
  /** The `id` of the first row of a statement written with `RETURNING id` (anything else throws). */
  readonly lastInsertRowid: number;
};

/**
 * The one database every instance of the server shares: PostgreSQL, reached through a pool (ADR 62). Every
 * call is awaited; statements use `?` or `@name` placeholders (sql-params.ts). Inside `transaction`, every call
 * made by the callback — however deep — runs on that transaction's connection.
 */
export type Db = {
  all<T = unknown>(sql: string, ...params: BindArg[]): Promise<T[]>;
  get<T = unknown>(sql: string, ...params: BindArg[]): Promise<T | undefined>;
  run(sql: string, ...params: BindArg[]): Promise<RunResult>;
  /** Several statements without parameters (DDL, maintenance). */
  exec(sql: string): Promise<void>;
  /**
   * Runs the callback as one serializable transaction, retried when PostgreSQL reports a serialization failure
   * or a deadlock (so it must do nothing but database work it can repeat). Nested calls are savepoints: an
   * error inside rolls back only the nested part, as better-sqlite3's nested transactions did (a nested call runs
   * at its outer transaction's isolation, whatever it asks for).
   */
  transaction<T>(fn: () => Promise<T>, options?: TransactionOptions): Promise<T>;
  /**
   * Runs the callback with `settings` (`SET LOCAL` statements, no parameters) in force for each statement it sends
   * outside a transaction, on one connection held for the callback: each goes in one message with them, its values
   * written in as literals, and runs as an implicit transaction of its own at whose end the settings lapse — one round
   * trip a statement, where a transaction to scope them cost a BEGIN and a COMMIT more (ADR 135). Inside a
   * transaction the callback's statements are its, without the settings. Values must be text or numbers.
   */
  withStatementSettings<T>(settings: string, fn: () => Promise<T>): Promise<T>;
  /** Runs the callback outside any transaction of the caller (background work started from inside a request). */
  detached<T>(fn: () => T): T;
  /**
   * Runs the callback once the caller's transaction has committed (at once outside one), outside it: work that must
   * see what the transaction wrote, such as waking a background runner for a job just enqueued.
   */
  afterCommit(fn: () => void): void;
  /** Whether the caller is inside `transaction`. */
  inTransaction(): boolean;
  /** The pool, for what needs a connection of its own (migrations, metrics). */
  readonly pool: pg.Pool;
  /** Ends the pool, and whatever the opener tied to it (an embedded server, a test's database); once. */
  close(): Promise<void>;
};

export type TransactionOptions = {
  /**
   * `read committed` only for work whose correctness rests on its own locks and unique keys rather than on what
   * it read (a push batch: its slice's advisory lock and the delivery keys), where serializable's read tracking would
   * make two instances' batches abort each other for reads that decide nothing.
   */
  isolation?: 'serializable' | 'read committed';
  /**
   * `SET LOCAL` statements (no parameters) for the transaction, sent with its BEGIN in one round trip. In a nested
   * call they are sent after its savepoint and, as any `SET LOCAL`, last until the outer transaction ends.
   */
  settings?: string;
};

// COUNT(*) and bigint columns come back as numbers (every id and count fits in 2^53), NUMERIC (AVG) as a number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));
// A condition selected as a value (EXISTS (…) AS reviewed) comes back as 1 or 0, as SQLite gave it and the code
// reads it; the schema stores flags as 0/1 integers, so no column is boolean.
pg.types.setTypeParser(pg.types.builtins.BOOL, (value) => (value === 't' ? 1 : 0));

const SERIALIZATION_FAILURE = '40001';
const DEADLOCK_DETECTED = '40P01';
const UNIQUE_VIOLATION = '23505';
// Many requests on one small table collide under SERIALIZABLE (its predicate locks cover whole small tables): a
// hundred simultaneous order placements needed more than 8 tries each. Retries back off exponentially with jitter
// (at most about 4 s of waiting in all), so colliding transactions spread out instead of colliding again.
/** The 'error' of a lent connection: the query waiting on it, or the next, rejects with the cause. */
function ignoreDroppedConnection(): void {}

const MAX_ATTEMPTS = 20;
const MAX_BACKOFF_MS = 250;

type DatabaseError = Error & { code?: string };

export function isUniqueViolation(error: unknown): boolean {
  return error instanceof Error && (error as DatabaseError).code === UNIQUE_VIOLATION;
}

function isRetryable(error: unknown): boolean {
  const code = error instanceof Error ? (error as DatabaseError).code : undefined;
  return code === SERIALIZATION_FAILURE || code === DEADLOCK_DETECTED;
}

type Scope = { client: PoolClient; savepoints: number; afterCommit: (() => void)[] };

/**
 * A statement whose text starts with this comment is prepared once on each connection, under a name its text gives
 * (ADR 138): PostgreSQL parses and analyses it once; one without parameters keeps its plan, one with parameters is
 * still planned for its values while PostgreSQL's plan cache finds that cheaper (the word-table searches are: their
 * generic plan costs more than their values' plans). For a fixed statement sent at every request. Only fixed texts:
 * each one stays prepared on every connection for the connection's life.
 */
export const PREPARED = '/* prepared */';
const preparedNames = new Map<string, string>();

function preparedName(text: string): string | undefined {
  if (!text.startsWith(PREPARED)) return undefined;
  let name = preparedNames.get(text);
  if (name === undefined) {
    name = `prepared_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
    preparedNames.set(text, name);
  }
  return name;
}

function runResult(result: QueryResult): RunResult {
  return {
    changes: result.rowCount ?? 0,
    get lastInsertRowid(): number {
      const id = (result.rows[0] as { id?: unknown } | undefined)?.id;
      if (id === undefined) throw new Error('lastInsertRowid needs a statement written with RETURNING id that inserted a row');
      return Number(id);
    },
  };
}

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export type DatabaseOptions = {
  /** Runs after the pool has ended (stopping the embedded server, dropping a test's database). */
  onClose?: () => Promise<void>;
};

export function createDb(pool: pg.Pool, { onClose }: DatabaseOptions = {}): Db {
  const scopes = new AsyncLocalStorage<Scope | undefined>();
  const statementSettings = new AsyncLocalStorage<{ settings: string; client: PoolClient } | undefined>();
  let closing: Promise<void> | undefined;

  const query = async (sql: string, params: readonly BindArg[]): Promise<QueryResult> => {
    const translated = translateSql(sql);
    const values = bindValues(translated, params);
    const scope = scopes.getStore();
    const held = scope ? undefined : statementSettings.getStore();
    try {
      if (held !== undefined) {
        // Several statements in one message: the simple protocol, which binds no values; the reply is one result each.
        const results = (await held.client.query(`${held.settings}; ${inlineValues(translated, values)}`)) as unknown as QueryResult[];
        return results[results.length - 1]!;
      }
      const name = preparedName(translated.text);
      const statement = name === undefined ? translated.text : { name, text: translated.text };
      return await (scope ? scope.client.query(statement, values) : pool.query(statement, values));
    } catch (error) {
      // The statement travels with its error, so a log line says which one failed.
      if (error instanceof Error) Object.assign(error, { sql: translated.text });
      if (process.env['SQL_DEBUG'] === '1') console.error('SQL ERROR', (error as Error).message, '\n', translated.text.slice(0, 500));
      throw error;
    }
  };

  const nested = async <T>(scope: Scope, fn: () => Promise<T>, settings: string | undefined): Promise<T> => {
    scope.savepoints += 1;
    const name = `sp${scope.savepoints}`;
    await scope.client.query(settings ? `SAVEPOINT ${name}; ${settings}` : `SAVEPOINT ${name}`);
    try {
      const result = await fn();
      await scope.client.query(`RELEASE SAVEPOINT ${name}`);
      return result;
    } catch (error) {
      await scope.client.query(`ROLLBACK TO SAVEPOINT ${name}`);
      throw error;
    }
  };

  const outermost = async <T>(fn: () => Promise<T>, isolation: NonNullable<TransactionOptions['isolation']>, settings: string | undefined): Promise<T> => {
    for (let attempt = 1; ; attempt += 1) {
      const client = await pool.connect();
      // The pool stops listening for a connection's errors while it is lent out: one the database drops between two
      // queries of a transaction (a restart, a failover) would take the process down. Its next query fails instead.
      client.on('error', ignoreDroppedConnection);
      // A connection whose transaction did not end cleanly is closed rather than handed to anyone else.
      let clean = false;
      try {
        const begin = isolation === 'read committed' ? 'BEGIN ISOLATION LEVEL READ COMMITTED' : 'BEGIN ISOLATION LEVEL SERIALIZABLE';
        await client.query(settings ? `${begin}; ${settings}` : begin);
        try {
          const scope: Scope = { client, savepoints: 0, afterCommit: [] };
          const result = await scopes.run(scope, fn);
          await client.query('COMMIT');
          clean = true;
          for (const callback of scope.afterCommit) scopes.run(undefined, callback);
          return result;
        } catch (error) {
          // After a failed COMMIT the transaction is already over; ROLLBACK then only warns.
          await client.query('ROLLBACK');
          clean = true;
          if (!isRetryable(error) || attempt >= MAX_ATTEMPTS) throw error;
        }
      } finally {
        client.removeListener('error', ignoreDroppedConnection);
        client.release(!clean);
      }
      // Spread the retries of transactions that collided, so they do not collide again.
      await pause(Math.random() * Math.min(MAX_BACKOFF_MS, 2 ** attempt));
    }
  };

  return {
    all: async <T>(sql: string, ...params: BindArg[]) => (await query(sql, params)).rows as T[],
    get: async <T>(sql: string, ...params: BindArg[]) => (await query(sql, params)).rows[0] as T | undefined,
    run: async (sql, ...params) => runResult(await query(sql, params)),
    exec: async (sql) => {
      const scope = scopes.getStore();
      await (scope ? scope.client.query(sql) : pool.query(sql));
    },
    transaction: async (fn, options) => {
      const scope = scopes.getStore();
      return scope ? nested(scope, fn, options?.settings) : outermost(fn, options?.isolation ?? 'serializable', options?.settings);
    },
    withStatementSettings: async (settings, fn) => {
      if (scopes.getStore()) return await fn();
      // One connection for the callback's statements, as a transaction held one: a search of several statements waits
      // for the pool once, not once a statement behind every other request's.
      const client = await pool.connect();
      client.on('error', ignoreDroppedConnection);
      let clean = false;
      try {
        const result = await statementSettings.run({ settings, client }, fn);
        clean = true;
        return result;
      } finally {
        client.removeListener('error', ignoreDroppedConnection);
        // A statement that failed ended its own implicit transaction; the connection is closed all the same rather than
        // lent on after an error that may have been the connection's.
        client.release(!clean);
      }
    },
    detached: (fn) => scopes.run(undefined, () => statementSettings.run(undefined, fn)),
    afterCommit: (fn) => {
      const scope = scopes.getStore();
      if (scope) scope.afterCommit.push(fn);
      else scopes.run(undefined, fn);
    },
    inTransaction: () => scopes.getStore() !== undefined,
    pool,
    close: async () => {
      if (closing) return closing;
      closing = (async () => {
        await pool.end();
        await onClose?.();
      })();
      return closing;
    },
  };
}
