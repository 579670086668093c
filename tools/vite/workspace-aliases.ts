import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const workspaceRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

type TsconfigBase = { compilerOptions: { paths: Record<string, string[]> } };

/**
 * Vite aliases from tsconfig.base.json's `paths`, so the one list of lib entry points serves
 * TypeScript, Vite, Vitest and tsx alike. Exact-match regexes keep `@smes/api/testing` apart from `@smes/api`.
 */
export function workspaceAliases(): { find: RegExp; replacement: string }[] {
  const config = JSON.parse(readFileSync(resolve(workspaceRoot, 'tsconfig.base.json'), 'utf8')) as TsconfigBase;
  return Object.entries(config.compilerOptions.paths).map(([name, [target]]) => ({
    find: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`),
    replacement: resolve(workspaceRoot, target ?? ''),
  }));
}

export { workspaceRoot };
