import type { DatabaseConfig } from '@smes/server/testing';

/** Where a benchmark's data lives: DATABASE_URL when set (PostgreSQL on this machine), else a throwaway embedded server. */
export function benchDatabase(): DatabaseConfig {
  const url = process.env['DATABASE_URL']?.trim();
  return url ? { url } : { embeddedDir: null };
}
