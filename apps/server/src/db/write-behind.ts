import type { Db } from './database';

/**
 * Figures added up in this instance's memory and written together (ADR 106, ADR 112): 热门检索's counts and the
 * detail pages' view counts. Each `add` merges into what is held under its key; about `flushMs` after the first one a
 * single `write` gets every held key (sorted, so two instances writing the same rows take their locks in one order),
 * from a timer started outside any request's transaction. One write at a time; a failed write keeps its figures for
 * the next one; `stop` writes what is left. What an instance held when it crashed is lost: use it only for figures
 * that are not a record of anything.
 */
export type WriteBehind<V> = {
  /** Merges `value` into what is held under `key`; a new key beyond `maxPending` held keys is dropped. */
  add(key: string, value: V): void;
  /** What is held under `key` and not yet written: the figures waiting and those being written now (0–2 values). */
  held(key: string): V[];
  /** Writes what was held so far; a failed write keeps the figures for the next one. */
  flush(): Promise<void>;
  /** Stops the timer and writes what is left. */
  stop(): Promise<void>;
};

export type WriteBehindOptions<V> = {
  /** Adds `more` into `held` (mutating it). */
  merge(held: V, more: V): void;
  /** Writes these keys' figures, sorted by key; throws to keep them. */
  write(rows: [key: string, value: V][]): Promise<void>;
  /** How long figures wait before they are written. */
  flushMs?: number;
  /** Distinct keys held while writes fail; beyond it new keys are not counted (held ones still are). */
  maxPending?: number;
  /** A write that failed (its figures wait for the next one). */
  onError?: (error: unknown) => void;
};

export function createWriteBehind<V>(db: Db, { merge, write, flushMs = 1_000, maxPending = 10_000, onError }: WriteBehindOptions<V>): WriteBehind<V> {
  let pending = new Map<string, V>();
  let writing = new Map<string, V>();
  let timer: NodeJS.Timeout | undefined;
  let chain: Promise<void> = Promise.resolve();
  let stopped = false;

  const hold = (key: string, value: V) => {
    const held = pending.get(key);
    if (held !== undefined) merge(held, value);
    else if (pending.size < maxPending) pending.set(key, value);
  };

  const writeHeld = async () => {
    if (pending.size === 0) return;
    writing = pending;
    pending = new Map();
    const rows = [...writing].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    try {
      await write(rows);
    } catch (error) {
      for (const [key, value] of rows) hold(key, value);
      onError?.(error);
    } finally {
      writing = new Map();
    }
  };

  const flush = () => {
    // One write at a time, in order: a flush waits for the one before it.
    chain = chain.then(writeHeld);
    return chain;
  };

  const schedule = () => {
    if (timer || stopped) return;
    // Outside the request that added first: the write is not part of its transaction, if it has one.
    timer = db.detached(() =>
      setTimeout(() => {
        timer = undefined;
        void flush().then(() => {
          if (pending.size > 0) schedule();
        });
      }, flushMs),
    );
    timer.unref();
  };

  return {
    add(key, value) {
      hold(key, value);
      schedule();
    },
    held(key) {
      return [pending.get(key), writing.get(key)].filter((value): value is V => value !== undefined);
    },
    flush,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await flush();
    },
  };
}
