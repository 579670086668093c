import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';
import { workspaceAliases, workspaceRoot } from './tools/vite/workspace-aliases.ts';

type LibTestOptions = {
  /** Folder of the project, relative to the workspace root. */
  projectRoot: string;
  /** Default environment; a file can switch with a `// @vitest-environment happy-dom` docblock. */
  environment?: 'node' | 'happy-dom';
  setupFiles?: string[];
  /** Run once before the project's tests (and their teardown after): servers the tests share. */
  globalSetup?: string[];
  /**
   * A fresh module graph for every test file (Vitest's default). Only a project whose modules keep no state
   * between tests may turn it off: it then imports its graph once per worker instead of once per file.
   */
  isolate?: boolean;
  /**
   * How long a test and a set-up hook may run before they count as hung (30 s each by default). A guard against a
   * hang, not a speed check: a project whose tests open and seed databases may allow more.
   */
  timeoutMs?: number;
};

/** One Vitest setup for every lib and app: workspace aliases, tests beside the code, no watch. */
export function libTestConfig({ projectRoot, environment = 'node', setupFiles = [], globalSetup = [], isolate = true, timeoutMs = 30_000 }: LibTestOptions) {
  const root = resolve(workspaceRoot, projectRoot);
  return defineConfig({
    root,
    resolve: { alias: workspaceAliases() },
    test: {
      name: projectRoot,
      environment,
      // Worker threads start faster than child processes; the portal's 117 screen-test files ran in 324 s
      // instead of 353 s on the CI machine (ADR 54).
      pool: 'threads',
      // Two workers even though Nx runs two projects at once: the portal's screen tests are the longest task of
      // `npm test` and were left alone on one core for minutes after the others ended (ADR 54).
      maxWorkers: 2,
      isolate,
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: setupFiles.map((file) => resolve(root, file)),
      globalSetup: globalSetup.map((file) => resolve(root, file)),
      restoreMocks: true,
      unstubGlobals: true,
      unstubEnvs: true,
      // Twice Testing Library's wait (ASYNC_WAIT_MS in @smes/ui/testing): a find that times out reports what it looked
      // for before the test itself times out.
      testTimeout: timeoutMs,
      // Setup hooks open and seed databases; on a loaded 2-core machine that alone has passed 10 s
      // (Vitest's default). Speed is measured by the benchmarks under tools/, not by timeouts.
      hookTimeout: timeoutMs,
      passWithNoTests: false,
    },
  });
}
