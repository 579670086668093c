import { libTestConfig } from '../../vitest.shared.ts';

export default libTestConfig({
  projectRoot: 'apps/server',
  environment: 'node',
  // The stand-in keeps its state in the database each test opens (per-database WeakMaps) and its module-level
  // caches are pure (compiled validators and serializers, the parsed contract, the seeded image), so test files
  // can share one module graph. Importing it per file (Fastify, Ajv, the seed, the PDF and search code) was
  // about 80 s of this project's 270 on the CI machine; see ADR 54.
  isolate: false,
  // The PostgreSQL server every test database lives on (TEST_DATABASE_URL, or the embedded one; ADR 62).
  globalSetup: ['src/testing/global-setup.ts'],
  // Its tests and set-up hooks open, seed and clone databases: on a CI machine 2–4 × slower than usual (2026-11-30)
  // a fuzz case and the push runner's set-up passed 30 s, though each takes seconds alone. A hang still fails.
  timeoutMs: 90_000,
});
