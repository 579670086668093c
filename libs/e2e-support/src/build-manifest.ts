import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const workspaceRoot = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * The URL pattern of the file an app's build made of one of its source modules, read from the build's manifest:
 * chunks are named by their hash alone (ADR 83), so a journey that stops a screen's chunk from loading finds it here.
 */
export function builtChunk(app: 'enterprise-portal' | 'org-console', source: string): RegExp {
  const manifest = JSON.parse(readFileSync(`${workspaceRoot}dist/apps/${app}/.vite/manifest.json`, 'utf8')) as Record<string, { file: string }>;
  const file = manifest[source]?.file;
  if (!file) throw new Error(`${source} is not in the build manifest of ${app}`);
  return new RegExp(`/${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}
