import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { createRng, openSeededDatabase } from '@smes/server/testing';
import type { Db, Rng } from '@smes/server/testing';

/**
 * Province-size datasets for benchmarks (ADR 61): the seeded database, then each registered area adds its
 * generated rows through the server's own write functions (so every trigger and index sees them, as in
 * production). Deterministic: the same scale and version give the same rows. New areas (enterprise ledgers,
 * messages …) register in `DATASET_AREAS` with a name and a `generate` of their own; `buildDataset` runs the
 * areas asked for, in order.
 */

export type DatasetScale = {
  name: string;
  /** Policies generated (each with its 申报通知; some with a 解读). */
  policies: number;
  /** Share of generated policies that get an interpretation. */
  interpretations: number;
};

export const SCALES: Record<'province' | 'small', DatasetScale> = {
  // 50,000 policies with their articles, notices and interpretations: about 1.86 M citable clauses.
  province: { name: 'province', policies: 50_000, interpretations: 0.85 },
  // The same recipe at 1/50, for the generator's own test and a quick look.
  small: { name: 'small', policies: 1_000, interpretations: 0.85 },
};

export type DatasetArea = {
  name: string;
  /** Adds the area's rows; `rng` is the area's own stream, so adding an area never changes another's rows. */
  generate(db: Db, scale: DatasetScale, rng: Rng, log: (line: string) => void): Promise<void>;
};

/** Bump when a generator changes what it writes: cached dataset files of another version are rebuilt. */
export const DATASET_VERSION = 2;

/** The seed's reference moment for datasets: fixed, so a dataset is the same whenever it is built. */
export const DATASET_MOMENT = new Date('2026-11-28T00:00:00.000Z');

function seedFor(name: string): number {
  let hash = 0x811c9dc5 ^ DATASET_VERSION;
  for (let index = 0; index < name.length; index += 1) {
    hash ^= name.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * Builds (or reuses) the dataset: an embedded PostgreSQL data directory, seeded, then every area added. Built
 * under a temporary name and renamed when complete (the server stopped), so an interrupted build is never taken
 * for a finished one.
 */
export async function buildDataset(dir: string, scale: DatasetScale, areas: readonly DatasetArea[], log: (line: string) => void = console.log): Promise<void> {
  if (existsSync(dir)) return;
  mkdirSync(dirname(dir), { recursive: true });
  const partial = `${dir}.building`;
  rmSync(partial, { recursive: true, force: true });
  const db = await openSeededDatabase({ embeddedDir: partial }, () => DATASET_MOMENT);
  try {
    for (const area of areas) {
      const started = Date.now();
      await area.generate(db, scale, createRng(seedFor(area.name)), log);
      log(`  ${area.name}: ${((Date.now() - started) / 1000).toFixed(0)} s`);
    }
  } finally {
    await db.close();
  }
  renameSync(partial, dir);
}
