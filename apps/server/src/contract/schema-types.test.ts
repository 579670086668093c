import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContract } from './load-contract';

const sourceRoot = resolve(__dirname, '..');

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** `type X =`, `interface X` and `enum X` declarations, by name, in TypeScript source. */
function declaredTypeNames(source: string): string[] {
  return [...source.matchAll(/^\s*(?:export\s+)?(?:declare\s+)?(?:type|interface|enum)\s+([A-Za-z_$][\w$]*)/gm)].map((match) => match[1] ?? '');
}

const schemaNames = new Set(
  (['portal', 'sso'] as const).flatMap((name) => Object.keys(loadContract(name).components?.['schemas'] ?? {})),
);

describe("the stand-in's types", () => {
  it('finds type declarations by name', () => {
    expect(declaredTypeNames("type PolicySummary = { id: number };\nexport interface Wiki {}\n  export type Page<T> = T[];")).toEqual([
      'PolicySummary',
      'Wiki',
      'Page',
    ]);
  });

  it("never retype a contract schema: they use @smes/contract-types' PortalSchemas / SsoSchemas", () => {
    const retyped = sourceFiles(sourceRoot).flatMap((file) =>
      declaredTypeNames(readFileSync(file, 'utf8'))
        .filter((name) => schemaNames.has(name))
        .map((name) => `${relative(sourceRoot, file)}: ${name}`),
    );
    expect(schemaNames.size).toBeGreaterThan(100);
    expect(retyped).toEqual([]);
  });
});
