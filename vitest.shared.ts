import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';
import { workspaceAliases, workspaceRoot } from './tools/vite/workspace-aliases.ts';

type LibTestOptions = {
  /** Folder of the project, relative to the workspace root. */
  projectRoot: string;
  /** Default environment; a file can switch with a `// @vitest-environment jsdom` docblock. */
  environment?: 'node' | 'jsdom';
  setupFiles?: string[];
};

/** One Vitest setup for every lib and app: workspace aliases, tests beside the code, no watch. */
export function libTestConfig({ projectRoot, environment = 'node', setupFiles = [] }: LibTestOptions) {
  const root = resolve(workspaceRoot, projectRoot);
  return defineConfig({
    root,
    resolve: { alias: workspaceAliases() },
    test: {
      name: projectRoot,
      environment,
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: setupFiles.map((file) => resolve(root, file)),
      restoreMocks: true,
      unstubGlobals: true,
      unstubEnvs: true,
      testTimeout: 15_000,
      passWithNoTests: false,
    },
  });
}
