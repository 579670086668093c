/**
 * Array callbacks that wait on the database, one item after another: what `map`, `filter` and the rest did when
 * every query returned at once. Running them one by one keeps writes in the order the items come (so ids and
 * seeded records stay deterministic) and never takes more than one connection of the pool.
 */
export async function mapInOrder<T, R>(items: readonly T[], fn: (item: T, index: number) => Promise<R> | R): Promise<R[]> {
  const results: R[] = [];
  for (const [index, item] of items.entries()) results.push(await fn(item, index));
  return results;
}

export async function flatMapInOrder<T, R>(items: readonly T[], fn: (item: T, index: number) => Promise<R | readonly R[]> | R | readonly R[]): Promise<R[]> {
  const results: R[] = [];
  for (const [index, item] of items.entries()) {
    const value = await fn(item, index);
    if (Array.isArray(value)) results.push(...(value as readonly R[]));
    else results.push(value as R);
  }
  return results;
}

export async function forEachInOrder<T>(items: Iterable<T>, fn: (item: T, index: number) => Promise<unknown> | unknown): Promise<void> {
  let index = 0;
  for (const item of items) {
    await fn(item, index);
    index += 1;
  }
}

export async function filterInOrder<T>(items: readonly T[], fn: (item: T, index: number) => Promise<boolean> | boolean): Promise<T[]> {
  const kept: T[] = [];
  for (const [index, item] of items.entries()) if (await fn(item, index)) kept.push(item);
  return kept;
}

export async function someInOrder<T>(items: readonly T[], fn: (item: T, index: number) => Promise<boolean> | boolean): Promise<boolean> {
  for (const [index, item] of items.entries()) if (await fn(item, index)) return true;
  return false;
}

export async function everyInOrder<T>(items: readonly T[], fn: (item: T, index: number) => Promise<boolean> | boolean): Promise<boolean> {
  for (const [index, item] of items.entries()) if (!(await fn(item, index))) return false;
  return true;
}

export async function findInOrder<T>(items: readonly T[], fn: (item: T, index: number) => Promise<boolean> | boolean): Promise<T | undefined> {
  for (const [index, item] of items.entries()) if (await fn(item, index)) return item;
  return undefined;
}

/**
 * Work through a backlog a batch at a time, each batch one transaction (none grows large, and a batch another
 * instance holds is skipped by the batch's own SKIP LOCKED): `batch` answers how many items it did, and a batch
 * short of `size` means the backlog is done. Answers the items done in all.
 */
export async function inTransactionBatches(
  db: { transaction<T>(fn: () => Promise<T>): Promise<T> },
  size: number,
  batch: () => Promise<number>,
): Promise<number> {
  let done = 0;
  for (;;) {
    const count = await db.transaction(batch);
    done += count;
    if (count < size) return done;
  }
}
