import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { workspaceRoot } from '../config';

// The workspace's own ESLint config, with only the cycle rule reported.
// Without the type information the promise rules need: building the server's program takes longer than the test.
const eslint = new ESLint({
  cwd: workspaceRoot,
  ruleFilter: ({ ruleId }) => ruleId === 'import-x/no-cycle',
  overrideConfig: { languageOptions: { parserOptions: { project: null } } },
});

async function cycleMessages(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(workspaceRoot, file) });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

describe('the import-cycle lint rule for tools/**', () => {
  it('fails a module that imports one which imports it back (domain/policies.ts imports domain/regions.ts)', async () => {
    const messages = await cycleMessages(
      "import { countPoliciesInForce } from './policies';\nexport const total = countPoliciesInForce;\n",
      'apps/server/src/domain/regions.ts',
    );
    expect(messages).toEqual([expect.stringMatching(/^import-x\/no-cycle: Dependency cycle/)]);
  });

  it('lets type-only imports close a loop, since they are erased', async () => {
    const messages = await cycleMessages(
      "import type { PolicySearch } from './policies';\nexport type Search = PolicySearch;\n",
      'apps/server/src/domain/regions.ts',
    );
    expect(messages).toEqual([]);
  });
});
